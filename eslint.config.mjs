import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';

// Pure folders hold rules shared by the browser, the server and the build: they may not
// depend on React, Gatsby or the UI (type-only imports of data shapes are allowed).
// The rest of them are packages/core (its own layer below).
const PURE = ['src/reviews/**', 'src/config/**'];
const REACT_OR_GATSBY = ['react', 'react-dom', 'react-*', 'gatsby', 'gatsby-*'];
// What would bring heavy code into every page (the first-load JS budget, e2e/js-budget.spec.ts).
const BROWSER_WEIGHT = [
  {
    group: ['gatsby-plugin-image'],
    allowTypeImports: true,
    message:
      "gatsby-plugin-image's browser runtime brings React's server renderer along: use ui/picture and the image data.",
  },
  {
    group: ['react-bootstrap/Alert', 'react-bootstrap/Accordion', 'react-bootstrap/Collapse', 'react-bootstrap/Fade'],
    message: 'Their transition code weighs on every page: use the Bootstrap classes on plain elements.',
  },
  {
    group: ['**/i18n/dictionaries/*'],
    allowTypeImports: true,
    message: 'UI strings reach the browser one language at a time through i18n/strings (t, lookup).',
  },
];
// One layer's rule: what its modules may not import, and why. `../**/plugins/**` is the
// site's build plugins, not a package's plugins folder (`yet-another-react-lightbox/plugins/zoom`).
const layer = (files, patterns) => ({
  files,
  ignores: ['**/__tests__/**'],
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
});

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'public/',
      '.cache/',
      // What test:netlify (the adapter's build cache and Functions) and test:incremental leave.
      '.netlify/',
      '.incremental-warm-*/',
      'cms/node_modules/',
      'cms/.tmp/',
      'cms/public/',
      'cms/dist/',
      'cms/build/',
      // The build of packages/core (tsc, at install).
      'packages/core/dist/',
      'cms/types/',
      'cms/.strapi/',
      'coverage/',
      'src/gatsby-types.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // The Strapi app's JavaScript bootstrap (server.js, scripts/): plain CommonJS on Node.
    files: ['cms/**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, strapi: 'readonly' } },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      // `const crypto = require('crypto')` is how CommonJS names a built-in module.
      'no-redeclare': ['error', { builtinGlobals: false }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // The Strapi app's TypeScript (compiled to CommonJS into cms/dist/ by cms/scripts/compile.js).
    files: ['cms/**/*.ts'],
    languageOptions: { globals: { ...globals.node, strapi: 'readonly' } },
  },
  {
    // A test that loads a module again in a fresh registry (jest.resetModules) does so with require.
    files: ['cms/**/__tests__/**/*.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: PURE,
    ignores: ['**/__tests__/**', 'src/forms/server/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react-*', 'gatsby', 'gatsby-*'],
              allowTypeImports: true,
              message: 'Pure modules may not depend on React or Gatsby.',
            },
            {
              group: ['**/components/**', '**/templates/**', '**/pages/**', '**/node/**', '**/api/**', '**/server/**'],
              message: 'Pure modules may not import from the layers after them.',
            },
          ],
        },
      ],
    },
  },
  {
    // The build side (local Gatsby plugins) may use only the pure core of src/.
    files: ['plugins/**'],
    ignores: ['**/__tests__/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/src/components/**',
                '**/src/templates/**',
                '**/src/pages/**',
                '**/src/hooks/**',
                '**/src/api/**',
                '**/src/styles/**',
                '**/src/testing/**',
                '**/forms/server/**',
              ],
              message: 'Plugins may import only @brokerage/core and the pure folders of src/ (reviews, config).',
            },
          ],
        },
      ],
    },
  },
  // The forms Function's server side: network I/O, so not pure, but never React or the page layers.
  layer(
    ['src/forms/server/**'],
    [
      {
        group: REACT_OR_GATSBY,
        allowTypeImports: true,
        message: 'The forms server code runs in the Function, without React.',
      },
      {
        group: ['**/components/**', '**/templates/**', '**/pages/**', '**/hooks/**', '**/api/**'],
        message: 'The forms server code may import only pure modules.',
      },
    ],
  ),
  // The local server (npm start, npm run serve, the tests): what the CDN answers, made of pure rules, never the pages.
  layer(
    ['src/server/**'],
    [
      { group: REACT_OR_GATSBY, allowTypeImports: true, message: 'The local server does not render.' },
      {
        group: ['**/components/**', '**/templates/**', '**/pages/**', '**/hooks/**', '**/api/**'],
        message: 'The local server may import only pure modules.',
      },
    ],
  ),
  // The Function entry points: the forms server code and pure modules, nothing of the pages.
  layer(
    ['src/api/**'],
    [
      { group: ['react', 'react-dom', 'react-*'], message: 'Functions do not render.' },
      {
        group: ['**/components/**', '**/templates/**', '**/pages/**', '**/hooks/**'],
        message: 'Functions may not import the page layers.',
      },
    ],
  ),
  // Components and hooks: what the browser runs, so nothing of the build, the server or the pages that use them.
  layer(
    ['src/components/**', 'src/hooks/**'],
    [
      {
        group: [
          '**/templates/**',
          '**/pages/**',
          '**/api/**',
          '**/forms/server/**',
          '../**/plugins/**',
          '**/config/env',
          '**/scripts/**',
          '../**/server/**',
        ],
        message: 'Components may import pure modules, hooks and other components only.',
      },
      ...BROWSER_WEIGHT,
    ],
  ),
  // Templates and pages: components and pure modules; never the build, the Function or the server.
  layer(
    ['src/templates/**', 'src/pages/**'],
    [
      {
        group: [
          '**/api/**',
          '**/forms/server/**',
          '../**/server/**',
          '../**/plugins/**',
          '**/config/env',
          '**/scripts/**',
        ],
        message: 'Templates and pages may not import the build, the Function or the server.',
      },
      ...BROWSER_WEIGHT,
    ],
  ),
  // scripts/ and e2e/ never import each other: what both need (the local CMS, the served site,
  // stand-in receivers, Chromium) is packages/local-stack/, which imports neither. A script may run a spec by its path.
  layer(
    ['e2e/**'],
    [{ group: ['**/scripts/**'], message: 'e2e may not import scripts/: share code through packages/local-stack/.' }],
  ),
  layer(
    ['scripts/**'],
    [{ group: ['**/e2e/**'], message: 'scripts/ may not import e2e/: share code through packages/local-stack/.' }],
  ),
  // The shared rules are a package of their own: the site, its Functions and the CMS depend
  // on it, never it on them.
  layer(
    ['packages/core/**'],
    [
      {
        group: REACT_OR_GATSBY,
        allowTypeImports: true,
        message: 'The shared rules are plain TypeScript, without React or Gatsby.',
      },
      {
        // (`../cms/property` is the package's own folder of CMS shapes, not the Strapi app.)
        group: [
          '**/src/**',
          '**/cms/src/**',
          '**/cms/config/**',
          '**/plugins/**',
          '**/scripts/**',
          '**/e2e/**',
          '**/local-stack/**',
        ],
        message:
          'packages/core imports only itself, its dependencies and Node: the site and the CMS depend on it, not it on them.',
      },
    ],
  ),
  layer(
    ['packages/local-stack/**'],
    [
      {
        group: ['**/scripts/**', '**/e2e/**'],
        message: 'packages/local-stack/ is what scripts/ and e2e/ share: it imports neither.',
      },
    ],
  ),
  // No import cycles in the site's code or the build plugins.
  {
    files: ['src/**/*.{ts,tsx}', 'packages/core/src/**/*.ts', 'plugins/**/*.ts', 'gatsby-*.ts', 'gatsby-*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['scripts/**/*.mjs', 'packages/local-stack/**/*.mjs', 'packages/core/*.mjs', 'e2e/**/*.ts', '*.mjs'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        fetch: 'readonly',
        AbortSignal: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
  },
);
