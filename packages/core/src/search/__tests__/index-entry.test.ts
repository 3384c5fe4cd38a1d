import { asMedia, asMediaList } from '../../cms/reshape';
import { indexEntries, isIndexEntry } from '../index-entry';
import { makeEntry } from '../../testing/search-factories';

describe('cards handed over as JSON, checked at the border', () => {
  it('keeps cards and drops what is not one', () => {
    const card = makeEntry({ id: 7 });
    expect(isIndexEntry(card)).toBe(true);
    expect(isIndexEntry({ ...card, price: '1,000' })).toBe(false);
    expect(isIndexEntry({ ...card, features: undefined })).toBe(false);
    expect(isIndexEntry(null)).toBe(false);
    expect(indexEntries([card, null, { id: 1 }, 'x'])).toEqual([card]);
    expect(indexEntries(null)).toEqual([]);
  });

  it('reads processed media from JSON, and nothing from anything else', () => {
    const media = { alternativeText: 'Pool', localFile: { childImageSharp: { gatsbyImageData: {} } } };
    expect(asMedia(media)).toBe(media);
    expect([asMedia(null), asMedia('x'), asMedia([media])]).toEqual([null, null, null]);
    expect(asMediaList([media, null, 3])).toEqual([media]);
    expect(asMediaList({ 0: media })).toEqual([]);
  });
});
