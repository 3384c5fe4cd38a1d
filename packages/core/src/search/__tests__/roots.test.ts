import { areaNameIn } from '../areas-file';
import { LISTING_KINDS, LISTING_ROOTS, isDepartment, listingKind, rootKind, rootOfSectionVariant } from '../roots';

describe('the listing-kind table', () => {
  it('knows every department a listing root holds', () => {
    for (const root of LISTING_ROOTS) expect(isDepartment(root.department)).toBe(true);
    expect(Object.keys(LISTING_KINDS).sort()).toEqual([...new Set(LISTING_ROOTS.map((r) => r.department))].sort());
  });

  it.each([
    [
      'residential',
      {
        mortgage: true,
        offPlanRegister: false,
        holidayHomeContact: false,
        bedroomFilter: true,
        completionFilter: false,
        namedProject: false,
        inProject: false,
        auction: false,
      },
    ],
    [
      'commercial',
      {
        mortgage: false,
        offPlanRegister: false,
        holidayHomeContact: false,
        bedroomFilter: false,
        completionFilter: false,
        namedProject: false,
        inProject: false,
        auction: false,
      },
    ],
    [
      'short_term',
      {
        mortgage: false,
        offPlanRegister: false,
        holidayHomeContact: true,
        bedroomFilter: true,
        completionFilter: false,
        namedProject: false,
        inProject: false,
        auction: false,
      },
    ],
    [
      'new_developments',
      {
        mortgage: true,
        offPlanRegister: true,
        holidayHomeContact: false,
        bedroomFilter: true,
        completionFilter: true,
        namedProject: false,
        inProject: false,
        auction: false,
      },
    ],
    [
      'new_development_projects',
      {
        mortgage: true,
        offPlanRegister: true,
        holidayHomeContact: false,
        bedroomFilter: true,
        completionFilter: true,
        namedProject: true,
        inProject: false,
        auction: false,
      },
    ],
    [
      'international_projects',
      {
        mortgage: false,
        offPlanRegister: true,
        holidayHomeContact: false,
        bedroomFilter: true,
        completionFilter: true,
        namedProject: false,
        inProject: true,
        auction: false,
      },
    ],
    [
      'auction_residential',
      {
        mortgage: false,
        offPlanRegister: false,
        holidayHomeContact: false,
        bedroomFilter: true,
        completionFilter: false,
        namedProject: false,
        inProject: false,
        auction: true,
      },
    ],
    [
      'auction_commercial',
      {
        mortgage: false,
        offPlanRegister: false,
        holidayHomeContact: false,
        bedroomFilter: false,
        completionFilter: false,
        namedProject: false,
        inProject: false,
        auction: true,
      },
    ],
  ])('%s listings offer %j', (department, kind) => {
    expect(listingKind(department)).toEqual(kind);
  });

  it('offers none of the extras for a department it does not know', () => {
    expect(listingKind('timeshare')).toMatchObject({
      mortgage: false,
      offPlanRegister: false,
      holidayHomeContact: false,
    });
    expect(listingKind(null).mortgage).toBe(false);
    expect(isDepartment('toString')).toBe(false);
  });

  it('gives a root its department’s kind', () => {
    expect(rootKind('commercial-rent').bedroomFilter).toBe(false);
    expect(rootKind('off-plan-projects').completionFilter).toBe(true);
    expect(rootKind('rent').completionFilter).toBe(false);
  });
});

describe('small shared rules', () => {
  it('shows a featured-listings section’s root, sales when its variant names none', () => {
    expect(rootOfSectionVariant('short-term')).toBe('short-term');
    expect(rootOfSectionVariant('nonsense')).toBe('sale');
    expect(rootOfSectionVariant(undefined)).toBe('sale');
  });

  it('names an area in the language when the CMS has that name, else in English', () => {
    expect(areaNameIn({ ar: 'نخلة جميرا', fr: null }, 'Palm Jumeirah', 'ar')).toBe('نخلة جميرا');
    expect(areaNameIn({ ar: 'نخلة جميرا', fr: null }, 'Palm Jumeirah', 'fr')).toBe('Palm Jumeirah');
    expect(areaNameIn(null, 'Palm Jumeirah', 'ru')).toBe('Palm Jumeirah');
  });
});
