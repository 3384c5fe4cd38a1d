const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe for the content and quoted attribute values of HTML and XML (the
 * sitemaps, the alert e-mails): the five characters markup reads, as references both know.
 * @example escapeMarkup(`A & <b title="x">it's</b>`) // 'A &amp; &lt;b title=&quot;x&quot;&gt;it&#39;s&lt;/b&gt;'
 */
export const escapeMarkup = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
