import fc from 'fast-check';
import {
  checkRedirects,
  landingPath,
  redirectConflicts,
  redirectFrom,
  redirectTo,
  type NamedRedirect,
  type RedirectEntry,
} from '../redirects';

const named = (from: string, to: string, name = `Redirect ${from}`): NamedRedirect => ({
  from,
  to,
  permanent: true,
  name,
});

describe('redirectFrom', () => {
  it.each([
    ['/spring-campaign/', '/spring-campaign/'],
    [' /Spring-Campaign ', '/spring-campaign/'],
    ['/fr/offres/ete', '/fr/offres/ete/'],
    ['/uae/campaign/', '/uae/campaign/'],
    ['/a/./b/../c/', '/a/c/'],
    ['/property-for-sale/old-flat-12/', '/property-for-sale/old-flat-12/'],
    ['/عروض/', '/%d8%b9%d8%b1%d9%88%d8%b6/'],
  ])('reads %j as %j', (input, value) => {
    expect(redirectFrom(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['', /From is empty/],
    ['spring-campaign/', /must be a path of this site starting with \//],
    ['https://example.com/x/', /must be a path of this site/],
    ['//evil.example/x/', /must be a path of this site/],
    ['/offers/?utm_source=mail', /without spaces, \? or #/],
    ['/offers/#top', /without spaces, \? or #/],
    ['/spring campaign/', /without spaces/],
    ['/brochure.pdf', /looks like a file/],
    ['/static/logo.svg', /looks like a file/],
    ['/page-data/contact/', /under \/page-data\/, which holds the site's files/],
    ['/api/forms', /under \/api\//],
    ['/', /home page: it cannot be redirected/],
    ['/uae', /home page/],
    ['/PL/', /home page/],
  ])('refuses %j, saying why', (input, message) => {
    const read = redirectFrom(input);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toMatch(message);
  });
});

describe('redirectTo', () => {
  it.each([
    ['/offers/', '/offers/'],
    ['/offers', '/offers/'],
    ['/offers?utm_source=mail#top', '/offers/?utm_source=mail#top'],
    ['/brochures/spring.pdf', '/brochures/spring.pdf'],
    ['/uae/properties/for-sale/in-dubai-marina/', '/uae/properties/for-sale/in-dubai-marina/'],
    ['https://developer.example.ae/launch', 'https://developer.example.ae/launch'],
    ['http://example.com', 'http://example.com/'],
  ])('reads %j as %j', (input, value) => {
    expect(redirectTo(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['', /To is empty/],
    ['//evil.example/', /no scheme/],
    ['javascript:alert(1)', /https:\/\/ or http:\/\//],
    ['mailto:a@b.c', /https:\/\/ or http:\/\//],
    ['offers', /neither a path of this site/],
    ['/new offers/', /space/],
  ])('refuses %j, saying why', (input, message) => {
    const read = redirectTo(input);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toMatch(message);
  });

  it('lands on a page path of this site, in lower case, and on none for another site', () => {
    expect(landingPath('/Offers/?x=1#top')).toBe('/offers/');
    expect(landingPath('https://example.com/offers/')).toBeNull();
  });
});

describe('redirectConflicts', () => {
  const others = [named('/a/', '/b/', 'Redirect 1'), named('/c/', 'https://example.com/', 'Redirect 2')];

  it('accepts a redirect that neither starts nor ends on another', () => {
    expect(redirectConflicts(named('/d/', '/e/'), others)).toEqual([]);
    expect(redirectConflicts(named('/d/', '/b/'), others)).toEqual([]); // two roads to one page
  });

  it('refuses a redirect to itself (a loop)', () => {
    expect(redirectConflicts(named('/d/', '/D/?x=1'), others)).toEqual([
      '/d/ would redirect to itself: a visitor would loop for ever.',
    ]);
  });

  it('refuses a second redirect of the same path, naming the first', () => {
    expect(redirectConflicts(named('/a/', '/z/'), others)).toEqual([
      '/a/ is already redirected to /b/ by Redirect 1: change that one instead.',
    ]);
  });

  it('refuses a redirect to a path that is itself redirected (a chain), naming where to point it', () => {
    expect(redirectConflicts(named('/z/', '/a/'), others)).toEqual([
      '/a/ is itself redirected to /b/ (Redirect 1): point this redirect at /b/ directly, so a visitor makes one hop.',
    ]);
  });

  it('refuses a redirect of a path another redirect leads to (a chain the other way)', () => {
    expect(redirectConflicts(named('/b/', '/z/'), others)).toEqual([
      'Redirect 1 redirects /a/ to /b/: point it at /z/ instead of adding a second hop, or change its target first.',
    ]);
  });

  it('refuses the way back of a redirect (a loop of two)', () => {
    expect(redirectConflicts(named('/b/', '/a/'), others)).toEqual([
      'Redirect 1 redirects /a/ to /b/: this one would send visitors back, a loop.',
    ]);
  });
});

describe('checkRedirects', () => {
  const entry = (name: string, from: string | null, to: string | null, permanent = true): RedirectEntry => ({
    name,
    from,
    to,
    permanent,
  });

  it('keeps valid redirects in order, normalised', () => {
    const { redirects, problems } = checkRedirects([
      entry('#1', '/Spring/', '/offers', true),
      entry('#2', '/fr/printemps', '/fr/offres/', false),
    ]);
    expect(problems).toEqual([]);
    expect(redirects).toEqual([
      { name: '#1', from: '/spring/', to: '/offers/', permanent: true },
      { name: '#2', from: '/fr/printemps/', to: '/fr/offres/', permanent: false },
    ]);
  });

  it('leaves out each entry that cannot be read or would chain, and says which and why', () => {
    const { redirects, problems } = checkRedirects([
      entry('#1', '/a/', '/b/'),
      entry('#2', '/b/', '/c/'),
      entry('#3', null, '/c/'),
      entry('#4', '/d/', 'ftp://example.com/'),
      entry('#5', '/c/', '/a/'),
    ]);
    expect(redirects.map((r) => r.name)).toEqual(['#1']);
    expect(problems).toEqual([
      '#2 left out: #1 redirects /a/ to /b/: point it at /c/ instead of adding a second hop, or change its target first.',
      '#3 left out: From is empty: give the old address, for example /spring-campaign/.',
      '#4 left out: To "ftp://example.com/" must be an https:// or http:// address, or a path of this site.',
      '#5 left out: /a/ is itself redirected to /b/ (#1): point this redirect at /b/ directly, so a visitor makes one hop.',
    ]);
  });

  it('never keeps a chain or a loop, whatever the entries (property)', () => {
    const path = fc.constantFrom('/a/', '/b/', '/c/', '/d/', '/B', '/fr/a/', 'https://example.com/a/');
    fc.assert(
      fc.property(fc.array(fc.tuple(path, path), { maxLength: 12 }), (pairs) => {
        const entries = pairs.map(([from, to], i) => entry(`#${i}`, from, to));
        const { redirects, problems } = checkRedirects(entries);
        const froms = new Set(redirects.map((r) => r.from));
        expect(froms.size).toBe(redirects.length);
        for (const r of redirects) expect(froms.has(landingPath(r.to) ?? '')).toBe(false);
        // Every entry is either kept or reported.
        const reported = new Set(problems.map((p) => p.split(' ')[0]));
        for (const e of entries) expect(redirects.some((r) => r.name === e.name) || reported.has(e.name)).toBe(true);
      }),
    );
  });
});
