import fc from 'fast-check';
import { LISTING_ROOTS } from '../../search/roots';
import {
  SHORTLIST_MAX,
  isShortlisted,
  parseShortlist,
  serialiseShortlist,
  toggleShortlist,
  type ShortlistItem,
} from '../shortlist';

const item = fc.record({
  id: fc.integer({ min: 1, max: 1_000_000 }),
  root: fc.constantFrom(...LISTING_ROOTS.map((r) => r.key)),
});

describe('parseShortlist', () => {
  it.each([
    [null, []],
    ['', []],
    ['not json', []],
    ['{"id":1,"root":"sale"}', []],
    [
      '[{"id":1,"root":"sale"},{"id":2,"root":"rent"}]',
      [
        { id: 1, root: 'sale' },
        { id: 2, root: 'rent' },
      ],
    ],
    ['[{"id":1,"root":"sale"},{"id":1,"root":"rent"}]', [{ id: 1, root: 'sale' }]],
    [
      '[{"id":"1","root":"sale"},{"id":-4,"root":"sale"},{"id":1.5,"root":"sale"},{"id":3,"root":"nowhere"},null,7]',
      [],
    ],
    ['[{"id":5,"root":"off-plan-projects","title":"old extra field"}]', [{ id: 5, root: 'off-plan-projects' }]],
  ])('%j reads as %j', (stored, items) => {
    expect(parseShortlist(stored)).toEqual(items);
  });

  it('keeps at most SHORTLIST_MAX items', () => {
    const many = Array.from({ length: SHORTLIST_MAX + 5 }, (_, i) => ({ id: i + 1, root: 'sale' }));
    expect(parseShortlist(JSON.stringify(many))).toHaveLength(SHORTLIST_MAX);
  });

  it('reads back what it stores', () => {
    fc.assert(
      fc.property(fc.uniqueArray(item, { selector: (i) => i.id, maxLength: SHORTLIST_MAX }), (items) => {
        expect(parseShortlist(serialiseShortlist(items))).toEqual(items);
      }),
    );
  });
});

describe('toggleShortlist', () => {
  const a: ShortlistItem = { id: 1, root: 'sale' };
  const b: ShortlistItem = { id: 2, root: 'short-term' };

  it('adds to the front, then removes', () => {
    const once = toggleShortlist([a], b);
    expect(once).toEqual([b, a]);
    expect(isShortlisted(once, 2)).toBe(true);
    expect(toggleShortlist(once, b)).toEqual([a]);
  });

  it('twice is the same as never for a property not yet on the list', () => {
    fc.assert(
      fc.property(fc.uniqueArray(item, { selector: (i) => i.id, maxLength: 20 }), item, (items, x) => {
        fc.pre(!isShortlisted(items, x.id));
        expect(toggleShortlist(toggleShortlist(items, x), x)).toEqual(items);
      }),
    );
  });
});
