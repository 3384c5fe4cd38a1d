import type { Config } from 'jest';

const config: Config = {
  testEnvironment: 'jsdom',
  // cms/src holds the CMS's own (CommonJS) modules and their tests.
  roots: ['<rootDir>/src', '<rootDir>/cms/src'],
  testMatch: ['**/__tests__/**/*.test.ts?(x)', '<rootDir>/cms/src/**/__tests__/**/*.test.js'],
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        // Types are checked by `tsc --noEmit`; here TypeScript only transpiles.
        diagnostics: false,
        tsconfig: { jsx: 'react-jsx', module: 'commonjs', esModuleInterop: true, target: 'ES2021' },
      },
    ],
  },
  moduleNameMapper: { '\\.(css|scss)$': 'identity-obj-proxy' },
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup.tsx'],
};

export default config;
