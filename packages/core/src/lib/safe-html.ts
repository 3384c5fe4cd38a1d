import sanitizeHtml from 'sanitize-html';

const POLICY: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'figure', 'figcaption'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    '*': ['id', 'lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    // The page template owns the one h1; a heading in the CMS body starts at h2.
    h1: 'h2',
    // A link that opens a new tab must not hand the opener to the other site.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/**
 * CMS rich text made safe to inject: no scripts, event handlers, styles, frames or
 * `javascript:` URLs survive, whatever an editor (or an attacker with an editor's
 * account) typed.
 * @example safeHtml('<p onclick="x()">Hi</p><script>x()</script>') // '<p>Hi</p>'
 */
export function safeHtml(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, POLICY) : '';
}
