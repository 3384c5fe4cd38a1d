// Jest setup: DOM matchers, the build-time globals, and one mock of `gatsby` for every test.
import '@testing-library/jest-dom';
import React from 'react';

(globalThis as Record<string, unknown>).__CSS_FILES__ = { ltr: '/css/site.test.css', rtl: '/css/site.rtl.test.css' };

jest.mock('gatsby', () => {
  const mockReact = jest.requireActual<typeof React>('react');
  return {
    graphql: jest.fn(),
    useStaticQuery: jest.fn(() => ({
      site: { siteMetadata: { siteUrl: 'https://www.example.test', title: 'Oasis Key Properties' } },
      strapiSiteSetting: { company_name: 'Oasis Key Properties', phone: '97145550100', email: 'hello@example.test' },
    })),
    navigate: jest.fn(),
    Link: mockReact.forwardRef<HTMLAnchorElement, { to: string } & Record<string, unknown>>(function MockLink(
      { to, activeClassName: _active, partiallyActive: _partial, ...rest },
      ref,
    ) {
      return mockReact.createElement('a', { ...rest, href: to, ref });
    }),
  };
});
