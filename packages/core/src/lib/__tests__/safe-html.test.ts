import { safeHtml } from '../safe-html';

describe('safeHtml', () => {
  it.each([
    ['<p>Hello</p><script>alert(1)</script>', '<p>Hello</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.test"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<p style="background:url(javascript:x)">s</p>', '<p>s</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    [
      '<a href="https://example.com" target="_blank">x</a>',
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    ],
  ])('neutralises %s', (input, expected) => {
    expect(safeHtml(input)).toBe(expected);
  });

  it.each([
    '<h2 id="why">Why Dubai</h2><ul><li>Tax-free</li></ul>',
    '<p><a href="tel:+97145550100">Call</a> or <a href="mailto:hello@oasiskey.ae">write</a></p>',
    '<p><a href="/properties/for-sale/in-dubai/">Buy</a></p>',
  ])('keeps ordinary content %s', (input) => {
    expect(safeHtml(input)).toBe(input);
  });

  it('turns a body h1 into an h2, so the page keeps one h1', () => {
    expect(safeHtml('<h1>Why Dubai</h1>')).toBe('<h2>Why Dubai</h2>');
  });

  it('gives an empty string for empty input', () => {
    expect(safeHtml(null)).toBe('');
  });
});
