import type { Config } from 'jest';

const config: Config = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/__tests__/**/*.test.ts?(x)'],
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
