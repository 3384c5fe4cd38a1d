import fc from 'fast-check';
import type { AreasFile } from '../areas-file';
import { parseSearchPath } from '../grammar';
import {
  INTERNATIONAL_PATH,
  QUICK_SEARCH_AREAS,
  SEARCH_TABS,
  quickSearchAreas,
  searchPath,
  searchTarget,
  suggest,
  suggestionLabel,
  tabOptions,
  toSuggestions,
  type SearchOption,
  type SearchTab,
  type Suggestion,
} from '../suggest';

const area = (name: string, slug = name.toLowerCase().replace(/\s+/g, '-')): Suggestion => ({
  name,
  slug,
  isDeveloper: false,
});
const developer = (name: string, slug = name.toLowerCase()): Suggestion => ({ name, slug, isDeveloper: true });
const names = (xs: Suggestion[]) => xs.map((s) => s.name);

const LIST = [
  area('Dubai Marina'),
  area('Marina Gate'),
  area('Palm Jumeirah'),
  area('Jumeirah Lake Towers'),
  area('Jumeirah Village Circle'),
  area('Al Barsha'),
  area('Dubaï Hills Estate', 'dubai-hills-estate'),
  developer('Emaar'),
];

describe('suggest', () => {
  it.each<[string, string[]]>([
    ['', []],
    ['   ', []],
    ['mar', ['Marina Gate', 'Dubai Marina']],
    ['MARINA', ['Marina Gate', 'Dubai Marina']],
    ['  palm ', ['Palm Jumeirah']],
    ['jumeirah', ['Jumeirah Lake Towers', 'Jumeirah Village Circle', 'Palm Jumeirah']],
    ['dubai h', ['Dubaï Hills Estate']],
    ['dubaï', ['Dubai Marina', 'Dubaï Hills Estate']],
    ['emaar', ['Emaar']],
    ['xyz', []],
  ])('%j gives %j', (text, expected) => {
    expect(names(suggest(LIST, text))).toEqual(expected);
  });

  it('gives at most max, starting matches first', () => {
    const many = Array.from({ length: 15 }, (_, i) => area(`Tower ${i} Marina`));
    expect(names(suggest([...many, area('Marina Walk')], 'marina'))).toEqual([
      'Marina Walk',
      ...names(many.slice(0, 9)),
    ]);
    expect(suggest(many, 'marina', 3)).toHaveLength(3);
    expect(suggest(many, 'marina', 0)).toEqual([]);
  });

  const entry = fc.record({ name: fc.string({ maxLength: 12 }), slug: fc.constant('x'), isDeveloper: fc.boolean() });

  it('never gives more than max, and every result contains the text (case ignored)', () => {
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 30 }),
        fc.string({ maxLength: 3 }),
        fc.nat({ max: 12 }),
        (list, text, max) => {
          const result = suggest(list, text, max);
          expect(result.length).toBeLessThanOrEqual(max);
          for (const s of result) expect(s.name.toLowerCase()).toContain(text.trim().toLowerCase());
        },
      ),
    );
  });

  it('keeps every match, starting ones first and each group in list order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[ab ]{0,5}$/), { maxLength: 20 }),
        fc.stringMatching(/^[ab]{1,2}$/),
        (words, text) => {
          const list = words.map((name) => area(name, 'x'));
          const starting = list.filter((s) => s.name.startsWith(text));
          const others = list.filter((s) => !s.name.startsWith(text) && s.name.includes(text));
          expect(suggest(list, text, list.length)).toEqual([...starting, ...others]);
        },
      ),
    );
  });
});

describe('toSuggestions', () => {
  const file: AreasFile = {
    areas: [
      { name: 'Dubai Marina', slug: 'dubai-marina', names: { ar: 'دبي مارينا', fr: '' } },
      { name: 'Palm Jumeirah', slug: 'palm-jumeirah' },
      { name: 'Broken', slug: 'towers-and' },
    ],
    developers: [{ name: 'Emaar', slug: 'emaar' }],
  };

  it.each<['en' | 'ar' | 'fr', string[]]>([
    ['en', ['Dubai Marina', 'Palm Jumeirah', 'Emaar']],
    ['ar', ['دبي مارينا', 'Palm Jumeirah', 'Emaar']],
    ['fr', ['Dubai Marina', 'Palm Jumeirah', 'Emaar']],
  ])('names areas in %s, falling back to the English name, developers flagged', (locale, expected) => {
    const list = toSuggestions(file, locale);
    expect(names(list)).toEqual(expected);
    expect(list.map((s) => s.isDeveloper)).toEqual([false, false, true]);
  });

  it('leaves out slugs a listing path cannot hold', () => {
    expect(toSuggestions(file, 'en').map((s) => s.slug)).not.toContain('towers-and');
  });
});

describe('suggestionLabel', () => {
  it.each<[Suggestion, 'en' | 'ar' | 'pl', string]>([
    [area('Dubai Marina'), 'en', 'Dubai Marina'],
    [developer('Emaar'), 'en', 'Developer: Emaar'],
    [developer('Emaar'), 'ar', 'المطوّر: Emaar'],
    [developer('Emaar'), 'pl', 'Deweloper: Emaar'],
  ])('%j in %s reads %j', (s, locale, expected) => {
    expect(suggestionLabel(s, locale)).toBe(expected);
  });
});

describe('searchTarget', () => {
  it.each<[SearchTab, SearchOption, string]>([
    ['residential', 'for-sale', 'sale'],
    ['residential', 'for-rent', 'rent'],
    ['residential', 'short-term', 'short-term'],
    ['commercial', 'for-sale', 'commercial-sale'],
    ['commercial', 'for-rent', 'commercial-rent'],
    ['off-plan', 'properties', 'off-plan-properties'],
    ['off-plan', 'projects', 'off-plan-projects'],
    ['auctions', 'residential', 'auction'],
    ['auctions', 'commercial', 'commercial-auction'],
  ])('%s / %s searches %s', (tab, option, root) => {
    expect(searchTarget(tab, option)).toBe(root);
  });

  it('offers each tab its own options, and refuses the others', () => {
    expect(SEARCH_TABS.map((tab) => [tab, tabOptions(tab)])).toEqual([
      ['residential', ['for-sale', 'for-rent', 'short-term']],
      ['commercial', ['for-sale', 'for-rent']],
      ['off-plan', ['properties', 'projects']],
      ['auctions', ['residential', 'commercial']],
    ]);
    expect(() => searchTarget('commercial', 'short-term')).toThrow(RangeError);
  });
});

describe('searchPath', () => {
  const marina = area('Dubai Marina');
  const palm = area('Palm Jumeirah');
  it.each<[Parameters<typeof searchPath>[0], Suggestion[], string]>([
    ['sale', [], '/properties/for-sale/in-dubai/'],
    ['rent', [marina], '/properties/for-rent/in-dubai-marina/'],
    ['sale', [marina, palm], '/properties/for-sale/in-dubai-marina-and-palm-jumeirah/'],
    ['sale', [palm, marina], '/properties/for-sale/in-palm-jumeirah-and-dubai-marina/'],
    ['sale', [area('Dubai')], '/properties/for-sale/in-dubai/'],
    ['short-term', [marina], '/properties/short-term-for-rent/in-dubai-marina/'],
    ['commercial-rent', [], '/commercial-properties/for-rent/in-dubai/'],
    ['off-plan-projects', [developer('Emaar')], '/off-plan-projects/for-sale/in-dubai/developer-emaar/'],
    [
      'off-plan-properties',
      [developer('Emaar'), marina, developer('Sobha')],
      '/off-plan-properties/for-sale/in-dubai-marina/developer-emaar-and-sobha/',
    ],
  ])('%s with %j is %s', (root, chosen, path) => {
    expect(searchPath(root, chosen)).toBe(path);
  });

  it('reads back as the chosen areas and developers', () => {
    const slug = fc
      .stringMatching(/^[a-z]{1,4}(-[a-z]{1,4}){0,2}$/)
      .filter((s) => !s.split('-').includes('and') && s !== 'dubai');
    fc.assert(
      fc.property(
        fc.uniqueArray(slug, { maxLength: 4 }),
        fc.uniqueArray(slug, { maxLength: 3 }),
        (areas, developers) => {
          const chosen = [...areas.map((s) => area(s, s)), ...developers.map((s) => developer(s, s))];
          const result = parseSearchPath(searchPath('off-plan-projects', chosen));
          expect(result.ok && [result.filter.areas, result.filter.developers]).toEqual([areas, developers]);
        },
      ),
    );
  });
});

describe('quick search', () => {
  it('offers the five default areas, named from the list once it is loaded', () => {
    expect(QUICK_SEARCH_AREAS).toHaveLength(5);
    expect(names(quickSearchAreas([]))).toEqual([
      'Dubai',
      'Dubai Marina',
      'Palm Jumeirah',
      'Jumeirah Lake Towers',
      'Jumeirah Village Circle',
    ]);
    expect(quickSearchAreas([area('دبي مارينا', 'dubai-marina'), developer('Dubai', 'dubai')])[1]).toEqual(
      area('دبي مارينا', 'dubai-marina'),
    );
    expect(quickSearchAreas([developer('Dubai', 'dubai')])[0]).toEqual(area('Dubai', 'dubai'));
  });

  it('has an international page', () => {
    expect(INTERNATIONAL_PATH).toBe('/international-properties/for-sale/');
  });
});
