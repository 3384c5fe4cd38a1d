import { createHash } from 'node:crypto';
import fc from 'fast-check';
import {
  IMMUTABLE,
  REVALIDATE,
  cacheControlFor,
  contentSecurityPolicy,
  cspDirectives,
  cdnHeaderRules,
  headersFor,
  policyOptions,
  scriptHash,
  securityHeaders,
} from '../headers';
import { CHUNK_MAPPING_SCRIPT, COMPILATION_HASH_SCRIPT, DEEP_SEARCH_SCRIPT, PAGE_PATH_SCRIPT } from '../inline-scripts';

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

describe('contentSecurityPolicy', () => {
  const policy = directives(contentSecurityPolicy());

  it('loads scripts only from the site, the captcha and the hashes of the four fixed inline scripts', () => {
    expect(policy.get('script-src')).toEqual([
      "'self'",
      scriptHash(PAGE_PATH_SCRIPT),
      scriptHash(COMPILATION_HASH_SCRIPT),
      scriptHash(CHUNK_MAPPING_SCRIPT),
      scriptHash(DEEP_SEARCH_SCRIPT),
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
  });

  it('never allows eval or arbitrary inline scripts', () => {
    expect(contentSecurityPolicy()).not.toMatch(/unsafe-eval/);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it.each([
    ['default-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    [
      'frame-src',
      [
        'https://www.google.com/recaptcha/',
        'https://recaptcha.google.com/recaptcha/',
        'https://www.youtube-nocookie.com',
      ],
    ],
    ['img-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']],
  ])('%s is %j without a public CMS address', (name, sources) => {
    expect(policy.get(name)).toEqual(sources);
  });

  it('adds the origin (not the path) of the public CMS to images, nowhere else: a page fetches nothing from the CMS', () => {
    const withCms = directives(contentSecurityPolicy({ cmsPublicUrl: 'https://cms.oasiskey.ae/api/' }));
    expect(withCms.get('img-src')).toContain('https://cms.oasiskey.ae');
    const elsewhere = [...withCms].filter(([name]) => name !== 'img-src');
    expect(elsewhere.flatMap(([, sources]) => sources)).not.toContain('https://cms.oasiskey.ae');
  });

  it('allows a test captcha origin for scripts, frames and fetches', () => {
    const test = directives(
      contentSecurityPolicy({ recaptchaScriptUrl: 'http://127.0.0.1:4567/api.js?render=explicit' }),
    );
    for (const name of ['script-src', 'frame-src', 'connect-src'])
      expect(test.get(name)).toContain('http://127.0.0.1:4567');
  });

  it('hashes further inline scripts it is given', () => {
    const extra = 'console.log(1)';
    expect(directives(contentSecurityPolicy({ extraInlineScripts: [extra] })).get('script-src')).toContain(
      scriptHash(extra),
    );
  });

  it.each(['cms.oasiskey.ae', 'ftp://cms.oasiskey.ae', 'https://'])('refuses the malformed address %s', (url) => {
    expect(() => contentSecurityPolicy({ cmsPublicUrl: url })).toThrow(
      /GATSBY_CMS_PUBLIC_URL must be an absolute http\(s\) URL/,
    );
  });

  it('writes each directive once', () => {
    const names = cspDirectives({ cmsPublicUrl: 'https://cms.example.com' }).map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('scriptHash', () => {
  it('is the base64 SHA-256 of the exact text, as browsers compute it', () => {
    expect(scriptHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (body) => {
        expect(scriptHash(body)).toBe(
          `'sha256-${createHash('sha256').update(Buffer.from(body, 'utf8')).digest('base64')}'`,
        );
      }),
    );
  });
});

describe('securityHeaders', () => {
  it.each([
    ['strict-transport-security', 'max-age=31536000; includeSubDomains'],
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['x-frame-options', 'DENY'],
  ])('sends %s: %s', (key, value) => {
    expect(securityHeaders()).toContainEqual({ key, value });
  });

  it('turns off device features the site never uses', () => {
    const permissions = securityHeaders().find((h) => h.key === 'permissions-policy')?.value ?? '';
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()'])
      expect(permissions).toContain(feature);
  });

  it('uses lower-case names, each once, so they replace the CDN defaults instead of doubling them', () => {
    const keys = securityHeaders().map((h) => h.key);
    expect(keys.every((key) => key === key.toLowerCase())).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('cacheControlFor', () => {
  it.each([
    ['/static/d/123/logo-abc.png', IMMUTABLE],
    ['/css/site.1a2b3c4d.css', IMMUTABLE],
    ['/_gatsby/image/abc/def/photo.webp', IMMUTABLE],
    ['/app-0e5d8e4b8f2d6f1a9c3b.js', IMMUTABLE],
    ['/component---src-templates-listing-tsx-9f8e7d6c5b4a39281706.js', IMMUTABLE],
    ['/framework-6a1f2b3c4d5e6f708192.js.map', IMMUTABLE],
    ['/', REVALIDATE],
    ['/properties/for-sale/in-dubai-marina/', REVALIDATE],
    ['/page-data/index/page-data.json', REVALIDATE],
    ['/page-data/app-data.json', REVALIDATE],
    ['/search/manifest/sale.json', REVALIDATE],
    ['/search/shards/3f2a9c01d4e5b678.json', IMMUTABLE],
    ['/search/cards/42.json', REVALIDATE],
    ['/sitemap-index.xml', REVALIDATE],
    ['/chunk-map.json', REVALIDATE],
  ])('%s -> %s', (pathname, expected) => {
    expect(cacheControlFor(pathname)).toBe(expected);
  });
});

describe('headersFor and cdnHeaderRules', () => {
  it('give the local server and the CDN the same security headers', () => {
    const options = { cmsPublicUrl: 'https://cms.example.com' };
    const everywhere = cdnHeaderRules(options, []).find((rule) => rule.path === '/*');
    expect(everywhere?.headers).toEqual(securityHeaders(options));
    expect(headersFor('/contact/', options)).toEqual([
      ...securityHeaders(options),
      { key: 'cache-control', value: REVALIDATE },
    ]);
  });

  it('leave the document-only headers off hashed assets, keeping the rest', () => {
    const keys = headersFor('/app-0123456789abcdef0123.js').map((h) => h.key);
    expect(keys).not.toContain('content-security-policy');
    expect(keys).not.toContain('x-frame-options');
    expect(keys).toEqual(
      expect.arrayContaining([
        'x-content-type-options',
        'strict-transport-security',
        'referrer-policy',
        'cache-control',
      ]),
    );
    expect(headersFor('/strings/ar.0123456789ab.json').map((h) => h.key)).not.toContain('content-security-policy');
    // Pages and their data keep the whole set.
    expect(headersFor('/page-data/contact/page-data.json').map((h) => h.key)).toContain('content-security-policy');
  });

  it.each(['/css/', '/icons/', '/qr/', '/strings/', '/search/shards/'])(
    'mark the site’s content-named folder %s immutable on the CDN, as the local server does',
    (folder) => {
      expect(cdnHeaderRules({}, [])).toContainEqual({
        path: `${folder}*`,
        headers: [{ key: 'cache-control', value: IMMUTABLE }],
      });
      expect(cacheControlFor(`${folder}0123456789abcdef.json`)).toBe(IMMUTABLE);
    },
  );
});

describe('cdnHeaderRules', () => {
  const rules = cdnHeaderRules({}, ['/app-0123456789abcdef0123.js', '/static/x-0123456789abcdef.js']);

  it('list each root bundle once, and none inside an immutable folder', () => {
    expect(rules.filter((r) => r.path === '/app-0123456789abcdef0123.js')).toEqual([
      { path: '/app-0123456789abcdef0123.js', headers: [{ key: 'cache-control', value: IMMUTABLE }] },
    ]);
    expect(rules.map((r) => r.path)).not.toContain('/static/x-0123456789abcdef.js');
  });

  it('set each header in at most one rule apart from the catch-all, and cache-control never there', () => {
    const everywhere = rules.find((r) => r.path === '/*')!;
    expect(everywhere.headers.map((h) => h.key)).not.toContain('cache-control');
    for (const rule of rules.filter((r) => r !== everywhere)) {
      expect(rule.headers.map((h) => h.key)).toEqual(['cache-control']);
    }
  });
});

describe('the policy and Google Tag Manager', () => {
  const directive = (env: Record<string, string>, name: string) =>
    cspDirectives(policyOptions(env)).find(([n]) => n === name)![1];

  it('allows nothing of Google’s tags without a container', () => {
    expect(directive({}, 'script-src').join(' ')).not.toContain('googletagmanager');
    expect(directive({}, 'connect-src').join(' ')).not.toContain('google-analytics');
  });

  it('allows the tag manager and analytics only when GATSBY_GTM_ID is set', () => {
    expect(directive({ GATSBY_GTM_ID: 'GTM-ABC123' }, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive({ GATSBY_GTM_ID: 'GTM-ABC123' }, 'connect-src')).toContain('https://*.google-analytics.com');
    const local = { GATSBY_GTM_ID: 'GTM-ABC123', GATSBY_GTM_SCRIPT_URL: 'http://127.0.0.1:4444/gtm.js' };
    expect(directive(local, 'script-src')).toContain('http://127.0.0.1:4444');
    expect(directive(local, 'script-src')).not.toContain('https://www.googletagmanager.com');
  });
});

describe('the policy and the map tiles', () => {
  const images = (env: Record<string, string>) => cspDirectives(policyOptions(env)).find(([n]) => n === 'img-src')![1];

  it('allows OpenStreetMap’s tiles by default, and only the configured source when one is set', () => {
    expect(images({})).toContain('https://tile.openstreetmap.org');
    const own = images({ GATSBY_MAP_TILE_URL: 'https://{s}.tiles.example.com/v1/{z}/{x}/{y}@2x.png' });
    expect(own).toContain('https://*.tiles.example.com');
    expect(own.join(' ')).not.toContain('openstreetmap');
  });

  it('stops a build whose tile address is not a tile template', () => {
    expect(() => policyOptions({ GATSBY_MAP_TILE_URL: 'tiles.example.com/{z}/{x}/{y}.png' })).toThrow(
      'GATSBY_MAP_TILE_URL must be an http(s) URL with {z}, {x} and {y}',
    );
    expect(() => policyOptions({ GATSBY_MAP_TILE_URL: 'https://tiles.example.com/tile.png' })).toThrow(
      'GATSBY_MAP_TILE_URL',
    );
  });
});
