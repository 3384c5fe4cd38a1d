import { Parser } from 'htmlparser2';

// Elements that end a paragraph, and those that end a line, in the markup CRMs put in CDATA.
const BLOCKS = new Set(['p', 'div', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'blockquote', 'section']);
const LINES = new Set(['br', 'li', 'tr']);
// Whose text is never shown.
const HIDDEN = new Set(['script', 'style', 'head', 'title', 'template']);

/**
 * A feed's description as the CMS keeps it (plain text, paragraphs split by a blank line):
 * the markup many CRMs write inside CDATA (`<p>`, `<br>`, lists, entities) read as text,
 * list items as "• " lines, scripts and styles dropped. Text without markup keeps its lines.
 * @example descriptionText('<p>Sea view</p><ul><li>Pool</li><li>Gym</li></ul>') // 'Sea view\n\n• Pool\n• Gym'
 */
export function descriptionText(raw: string): string {
  let out = '';
  let hidden = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (HIDDEN.has(name)) hidden += 1;
        else if (BLOCKS.has(name)) out += '\n\n';
        else if (name === 'li') out += '\n• ';
        else if (LINES.has(name)) out += '\n';
      },
      onclosetag(name) {
        if (HIDDEN.has(name)) hidden = Math.max(0, hidden - 1);
        else if (BLOCKS.has(name)) out += '\n\n';
      },
      ontext(text) {
        if (!hidden) out += text;
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(raw);
  parser.end();
  return out
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
