import type { Config } from 'jest';

const config: Config = {
  testEnvironment: 'jsdom',
  // Inside the clone, not the machine's /tmp: a fresh clone runs cold, as a new user's does.
  cacheDirectory: '<rootDir>/node_modules/.cache/jest',
  // plugins/ holds the build side; cms/src the CMS's own modules; packages/core the rules all of them share.
  roots: ['<rootDir>/src', '<rootDir>/plugins', '<rootDir>/cms/src', '<rootDir>/packages/core/src'],
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
  transform: {
    '^.+\\.[jt]sx?$': [
      'ts-jest',
      {
        // Types are checked by `tsc --noEmit`; here TypeScript only transpiles.
        diagnostics: false,
        tsconfig: { jsx: 'react-jsx', module: 'commonjs', esModuleInterop: true, target: 'ES2021', allowJs: true },
      },
    ],
  },
  // Libraries published only as ES modules, transpiled like the site's own code.
  transformIgnorePatterns: ['/node_modules/(?!(yet-another-react-lightbox)/)'],
  moduleNameMapper: {
    '\\.(css|scss)$': 'identity-obj-proxy',
    // The site, its Functions and the CMS import the built package (packages/core/dist); tests take its source.
    '^@brokerage/core/(.*)$': '<rootDir>/packages/core/src/$1',
  },
  // A guard against a hung test, not a speed check: a cold first run transforms every module
  // it meets, and on a loaded 2-core machine (load average 10) the search overlay's typing
  // test took over 20 s. Speed is measured by the bench:* scripts.
  testTimeout: 60000,
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup.tsx'],
};

export default config;
