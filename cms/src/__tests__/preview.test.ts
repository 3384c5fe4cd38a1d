import { previewUrl } from '../preview';

describe('previewUrl', () => {
  it('sends a page or a property to the preview site in its language', () => {
    expect(previewUrl('http://127.0.0.1:8000/', 'api::page.page', { documentId: 'abc', locale: 'fr' })).toBe(
      'http://127.0.0.1:8000/preview/?documentId=abc&locale=fr',
    );
    expect(previewUrl('http://127.0.0.1:8000', 'api::property.property', { documentId: 'p1', locale: null })).toBe(
      'http://127.0.0.1:8000/preview/?documentId=p1&locale=en',
    );
  });

  it('has no preview for entries without a page, or without a preview site', () => {
    expect(previewUrl('http://127.0.0.1:8000', 'api::footer.footer', { documentId: 'f', locale: 'en' })).toBeNull();
    expect(previewUrl('', 'api::page.page', { documentId: 'abc', locale: 'en' })).toBeNull();
  });
});
