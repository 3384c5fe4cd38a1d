import { toSections, type RawSection } from '../sections';

const html = (safeHtml: string) => ({ data: { childMarkdownRemark: { safeHtml } } });

describe('toSections', () => {
  it('reshapes the CMS sections in order', () => {
    const raw: RawSection[] = [
      {
        kind: 'hero',
        heading: 'Dubai Real Estate Agents',
        text: html('<p>Buy and sell.</p>'),
        cta_label: 'Browse',
        cta_link: '/properties/for-sale/in-dubai/',
      },
      { kind: 'videos', heading: 'Videos', items: [{ title: 'Tour', video_id: 'Oq7mRk2sT9w' }, null] },
    ];
    expect(toSections(raw)).toEqual([
      {
        kind: 'hero',
        heading: 'Dubai Real Estate Agents',
        html: '<p>Buy and sell.</p>',
        image: null,
        cta: { label: 'Browse', link: '/properties/for-sale/in-dubai/' },
        variant: '',
        area: '',
        items: [],
      },
      {
        kind: 'videos',
        heading: 'Videos',
        html: '',
        image: null,
        cta: null,
        variant: '',
        area: '',
        items: [{ title: 'Tour', text: '', link: '', videoId: 'Oq7mRk2sT9w', image: null }],
      },
    ]);
  });

  it.each([
    ['an unknown kind', { kind: 'carousel', heading: 'x' }],
    ['no kind', { heading: 'x' }],
    ['null', null],
  ])('skips %s', (_name, raw) => {
    expect(toSections([raw as RawSection])).toEqual([]);
  });

  it.each([
    ['a YouTube id', 'bH5tY1wUa0M', 'bH5tY1wUa0M'],
    ['an id with spaces around', ' bH5tY1wUa0M ', 'bH5tY1wUa0M'],
    ['a URL', 'https://evil.example/x', ''],
    ['a query string', 'abcdef?autoplay=1&x', ''],
    ['nothing', null, ''],
  ])('keeps a video id only when it is %s', (_name, video_id, expected) => {
    expect(toSections([{ kind: 'videos', items: [{ title: 'v', video_id }] }])[0]?.items[0]?.videoId).toBe(expected);
  });

  it('uses the heading as the label of a call to action without one, and drops one without a link', () => {
    expect(toSections([{ kind: 'cta', heading: 'Book a Valuation', cta_link: '/contact/' }])[0]?.cta).toEqual({
      label: 'Book a Valuation',
      link: '/contact/',
    });
    expect(toSections([{ kind: 'cta', heading: 'Book', cta_label: 'Go', cta_link: ' ' }])[0]?.cta).toBeNull();
  });

  it('gives no sections for a page without any', () => {
    expect(toSections(null)).toEqual([]);
    expect(toSections(undefined)).toEqual([]);
  });
});
