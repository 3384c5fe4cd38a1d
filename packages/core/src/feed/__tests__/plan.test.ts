import fc from 'fast-check';
import { UNPUBLISH_FLOOR, entryAction, unpublishPlan } from '../plan';
import { createAreaResolver, placeKey } from '../areas';
import { makeLookupData } from '../../testing/feed-factories';

describe('entryAction', () => {
  it.each([
    ['a new reference is created', undefined, 'create'],
    ['a changed listing is written', { reference: 'R', digest: 'old', live: true }, 'update'],
    [
      'a changed listing that comes back is written (and republished)',
      { reference: 'R', digest: 'old', live: false },
      'update',
    ],
    [
      'an unchanged listing that comes back is republished',
      { reference: 'R', digest: 'new', live: false },
      'republish',
    ],
    ['an unchanged listing is not written', { reference: 'R', digest: 'new', live: true }, 'unchanged'],
  ] as const)('%s', (_name, stored, action) => {
    expect(entryAction(stored, 'new')).toBe(action);
  });
});

describe('unpublishPlan', () => {
  const refs = (n: number) => Array.from({ length: n }, (_, i) => `R-${i}`);

  it('unpublishes the live listings the feed no longer names, and no other', () => {
    expect(unpublishPlan(refs(10), new Set(refs(9)), { maxShare: 0.2 })).toEqual({ unpublish: ['R-9'], refused: null });
  });

  it('refuses a run that would unpublish more than the share, and says why', () => {
    const plan = unpublishPlan(refs(100), new Set(refs(70)), { maxShare: 0.2 });
    expect(plan.unpublish).toHaveLength(30);
    expect(plan.refused).toBe(
      'the feed would unpublish 30 of the 100 listings it manages (30 %), more than the 20 % allowed ' +
        '(FEED_MAX_UNPUBLISH_SHARE): a cut-off download or a partial export from the CRM? Nothing was changed.',
    );
    expect(unpublishPlan(refs(100), new Set(refs(80)), { maxShare: 0.2 }).refused).toBeNull();
    expect(unpublishPlan(refs(100), new Set(), { maxShare: 0.2, force: true }).refused).toBeNull();
  });

  it(`lets a small inventory lose up to ${UNPUBLISH_FLOOR} listings at once`, () => {
    expect(unpublishPlan(refs(6), new Set(['R-0']), { maxShare: 0.2 }).refused).toBeNull();
    expect(unpublishPlan(refs(7), new Set(['R-0']), { maxShare: 0.2 }).refused).not.toBeNull();
  });

  it('never unpublishes a named listing, whatever the inventory', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string()),
        fc.array(fc.string()),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (live, named, maxShare) => {
          const set = new Set(named);
          const plan = unpublishPlan(live, set, { maxShare });
          expect(plan.unpublish.every((r) => !set.has(r))).toBe(true);
          expect(plan.unpublish).toEqual(live.filter((r) => !set.has(r)));
        },
      ),
    );
  });
});

describe('community to area', () => {
  const { areas } = makeLookupData();
  const at = (community: string, subCommunity = '', city = 'Dubai') => ({
    city,
    community,
    subCommunity,
    building: '',
  });

  it('compares names without case, accents, punctuation or a leading "the"', () => {
    expect(placeKey('The Palm-Jumeirah ')).toBe('palm jumeirah');
    expect(placeKey('Café & Co.')).toBe('cafe and co');
  });

  it('matches an area by its name, an alias CRMs use, or the sub-community', () => {
    const resolve = createAreaResolver(areas, []);
    expect(resolve(at('dubai marina'))).toMatchObject({ area: { slug: 'dubai-marina' }, by: 'name' });
    expect(resolve(at('JVC', 'District 12'))).toMatchObject({ area: { slug: 'jumeirah-village-circle' } });
    expect(resolve(at('Jumeirah', 'Palm Jumeirah'))).toMatchObject({ area: { slug: 'palm-jumeirah' } });
    expect(resolve(at('Al Wasl'))).toBeNull();
  });

  it('does not match an area of another city', () => {
    const resolve = createAreaResolver(areas, []);
    expect(resolve(at('Yas Island', '', 'Dubai'))).toBeNull();
    expect(resolve(at('Yas Island', '', 'Abu Dhabi'))).toMatchObject({ area: { slug: 'yas-island' } });
  });

  it('follows an editor’s rule first, for the sub-community, then the community', () => {
    const resolve = createAreaResolver(areas, [
      { city: 'Dubai', community: 'Al Wasl', area: 'area-dubai' },
      { city: 'dubai', community: 'Dubai Marina', subCommunity: 'JLT side', area: 'area-jumeirah-lake-towers' },
      { city: 'Dubai', community: 'Unmapped', area: null },
    ]);
    expect(resolve(at('AL WASL'))).toMatchObject({ area: { slug: 'dubai' }, by: 'rule' });
    expect(resolve(at('Dubai Marina', 'JLT Side'))).toMatchObject({
      area: { slug: 'jumeirah-lake-towers' },
      by: 'rule',
    });
    expect(resolve(at('Dubai Marina', 'Marina Gate'))).toMatchObject({ area: { slug: 'dubai-marina' }, by: 'name' });
    expect(resolve(at('Unmapped'))).toBeNull();
  });
});
