import { SaxesParser } from 'saxes';

/** One element of a feed record, with its text (CDATA included) and its child elements. */
export type XmlElement = {
  name: string;
  attrs: Readonly<Record<string, string>>;
  /** The element's own text and CDATA, as written (not trimmed). */
  text: string;
  children: XmlElement[];
  /** Line of its start tag, from 1. */
  line: number;
};

/** What a streaming read of a feed yields: its root element's start, then each record. */
export type XmlEvent =
  | { kind: 'root'; name: string; attrs: Readonly<Record<string, string>>; line: number }
  /** A child element of the root; `errors` are XML errors inside it ("unparseable XML around line N"). */
  | { kind: 'record'; element: XmlElement; errors: string[] };

/** The feed is not well-formed outside a single record (a truncated download, a broken root). */
export class MalformedFeedError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
    this.name = 'MalformedFeedError';
  }
}

/** A saxes error message without its "line:column: " prefix. */
const bare = (message: string) => message.replace(/^\d+:\d+:\s*/, '').replace(/\.$/, '');

/**
 * Reads an XML feed as it streams in and yields its root element, then each child element
 * of the root as a small tree, so memory holds one record at a time however long the feed.
 * An XML error inside one record marks only that record (its `errors`); any other (outside
 * the records, an unclosed root at the end, a second root) throws MalformedFeedError once
 * the stream ends, so a caller can refuse the whole feed.
 * @example for await (const event of readXmlRecords(fs.createReadStream('feed.xml'))) ...
 */
export async function* readXmlRecords(
  chunks: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>,
): AsyncGenerator<XmlEvent> {
  const parser = new SaxesParser({ position: true });
  const ready: XmlEvent[] = [];
  // The open elements of the record being read, outermost first (empty between records).
  const stack: XmlElement[] = [];
  let depth = 0;
  let recordErrors: string[] = [];
  let documentError: MalformedFeedError | null = null;
  let sawRoot = false;
  // At the end every error is the document's: an unclosed record means a cut-off feed.
  let closing = false;

  const documentFailure = (message: string) => {
    documentError ??= new MalformedFeedError(`${message} (line ${parser.line})`, parser.line);
  };

  parser.on('error', (error) => {
    if (depth >= 2 && !closing) recordErrors.push(`unparseable XML around line ${parser.line}: ${bare(error.message)}`);
    else documentFailure(bare(error.message));
  });
  parser.on('opentag', (tag) => {
    depth += 1;
    const attrs = tag.attributes as Record<string, string>;
    if (depth === 1) {
      if (sawRoot) return;
      sawRoot = true;
      ready.push({ kind: 'root', name: tag.name, attrs, line: parser.line });
      return;
    }
    const element: XmlElement = { name: tag.name, attrs, text: '', children: [], line: parser.line };
    stack.at(-1)?.children.push(element);
    stack.push(element);
  });
  const addText = (text: string) => {
    const open = stack.at(-1);
    if (open) open.text += text;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    depth -= 1;
    if (depth < 1) return;
    const element = stack.pop();
    if (depth === 1 && element) {
      ready.push({ kind: 'record', element, errors: recordErrors });
      recordErrors = [];
    }
  });

  const decoder = new TextDecoder('utf-8');
  for await (const chunk of chunks) {
    parser.write(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
    yield* ready.splice(0);
  }
  const rest = decoder.decode();
  if (rest) parser.write(rest);
  closing = true;
  parser.close();
  yield* ready.splice(0);
  if (!sawRoot && !documentError) documentFailure('no XML element at all: an empty or non-XML answer');
  if (documentError) throw documentError;
}

/** The first child element of that name (names are matched as written). */
export function child(element: XmlElement, name: string): XmlElement | undefined {
  return element.children.find((c) => c.name === name);
}

/**
 * The trimmed text of the first child of one of these names ('' when there is none), so
 * that generators' spellings (`title_en`, `title`) read alike.
 * @example childText(property, 'title_en', 'title') // 'Sea view apartment'
 */
export function childText(element: XmlElement, ...names: string[]): string {
  for (const name of names) {
    const found = child(element, name);
    if (found) return found.text.trim();
  }
  return '';
}
