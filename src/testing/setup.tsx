// Jest setup: DOM matchers, the build-time globals, and one mock of `gatsby` for every test.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import React from 'react';
import { TextDecoder, TextEncoder } from 'node:util';

// A lazy part's code is transformed on its first require: on a cold cache under load that
// takes seconds (more on a loaded machine), so waiting queries (findBy…, waitFor) allow 15 s
// rather than 1 s. They return as soon as what they wait for shows.
configure({ asyncUtilTimeout: 15000 });

// jsdom lacks the encoders that react-dom/server (pre-rendering in hydration tests) needs.
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no matchMedia: answer width queries from window.innerWidth (tests resize it).
// Build-time tests run in Node (`@jest-environment node`), where there is no window.
if (typeof window !== 'undefined')
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const width = window.innerWidth;
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  };

// Unit tests have no network: a component that fetches sees a failure unless its test mocks fetch.
globalThis.fetch = jest.fn(() => Promise.reject(new Error('no network in unit tests'))) as typeof fetch;

(globalThis as Record<string, unknown>).__CSS_FILES__ = { ltr: '/css/site.test.css', rtl: '/css/site.rtl.test.css' };
(globalThis as Record<string, unknown>).__STRING_FILES__ = Object.fromEntries(
  ['en', 'ar', 'fr', 'ru', 'pl'].map((code) => [code, `/strings/${code}.test.json`]),
);
(globalThis as Record<string, unknown>).__ICON_SPRITE__ = '/icons/sprite.test.svg';

jest.mock('gatsby', () => {
  const mockReact = jest.requireActual<typeof React>('react');
  return {
    graphql: jest.fn(),
    // One answer for every static query; tests that need other content mockReturnValue it.
    useStaticQuery: jest.fn(() =>
      jest.requireActual<typeof import('./factories')>('./factories').makeStaticQueryData(),
    ),
    navigate: jest.fn(),
    Link: mockReact.forwardRef<HTMLAnchorElement, { to: string } & Record<string, unknown>>(function MockLink(
      { to, activeClassName: _active, partiallyActive: _partial, ...rest },
      ref,
    ) {
      return mockReact.createElement('a', { ...rest, href: to, ref });
    }),
  };
});
