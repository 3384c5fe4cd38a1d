import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import type { Compiler, Module } from 'webpack';
import { REPORT_FILE, type BundleReport } from './report';

type AnyModule = Module & { modules?: Module[]; rootModule?: Module };

/** A module's source path, loaders dropped and node_modules paths shortened to the package. */
function moduleName(module: Module, context: string): string {
  const name = (module.nameForCondition() ?? module.identifier()).replace(/^.*!/, '');
  return path.relative(context, name).replace(/^.*node_modules\//, 'node_modules/');
}

/** The modules inside a chunk, concatenated ones opened up. */
function* leafModules(modules: Iterable<Module>): Generator<Module> {
  for (const module of modules as Iterable<AnyModule>) {
    if (module.modules?.length) yield* leafModules(module.modules);
    else yield module;
  }
}

class BundleReportPlugin {
  /** Written besides the bundle: a build that keeps the bundle checks it is still there (patches/gatsby+5.16.1.patch). */
  readonly outputFiles = [REPORT_FILE];

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap('site-bundle', (compilation) => {
      const context = compiler.context;
      const files: BundleReport['files'] = {};
      for (const chunk of compilation.chunks) {
        const modules = [...leafModules(compilation.chunkGraph.getChunkModulesIterable(chunk))]
          .map((m) => ({ module: moduleName(m, context), bytes: m.size() }))
          .sort((a, b) => b.bytes - a.bytes);
        for (const file of chunk.files) if (file.endsWith('.js')) files[file] = modules;
      }
      const groups: BundleReport['groups'] = {};
      for (const [name, group] of compilation.namedChunkGroups) {
        groups[name] = group.chunks.flatMap((c) => [...c.files]).filter((f) => f.endsWith('.js'));
      }
      mkdirSync(path.dirname(REPORT_FILE), { recursive: true });
      writeFileSync(REPORT_FILE, JSON.stringify({ groups, files } satisfies BundleReport));
    });
  }
}

/**
 * The browser's React is Preact (preact/compat): the same components, hooks and markup in
 * about 5 KB of code instead of React DOM's 45 KB (gzip), on every page's first load
 * (docs/benchmarks.md: First load). Only the browser bundle: the build renders the HTML
 * with React, and Preact hydrates it (the e2e suite runs against this, hydration checks
 * included; unit and component tests run React in jsdom). To compare with React in the
 * browser, build without these aliases after `gatsby clean`: webpack's cache keeps them.
 */
const PREACT_ALIASES = {
  react: 'preact/compat',
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
};
/** Gatsby's `framework` chunk (the code every page shares and caches longest), with Preact in it. */
const FRAMEWORK = /(?<!node_modules.*)[\\/]node_modules[\\/](preact|react|react-dom|scheduler|prop-types)[\\/]/;

type WebpackConfig = {
  resolve?: { alias?: Record<string, unknown> };
  optimization?: { splitChunks?: { cacheGroups?: Record<string, { test?: unknown }> } };
};

/**
 * The browser bundle: Preact for React (above), and what each chunk is made of, written at
 * every production build for the JS size budget (e2e/js-budget.spec.ts) and `npm run
 * bench:lighthouse`: which chunks a page template loads first, and which modules fill them.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, getConfig }) => {
  if (stage !== 'build-javascript') return;
  const config = getConfig() as WebpackConfig;
  // Gatsby pins `react` and `react-dom` to their folders; those aliases would win over these.
  delete config.resolve?.alias?.react;
  delete config.resolve?.alias?.['react-dom'];
  const framework = config.optimization?.splitChunks?.cacheGroups?.framework;
  if (framework) framework.test = FRAMEWORK;
  actions.replaceWebpackConfig(config);
  actions.setWebpackConfig({ resolve: { alias: PREACT_ALIASES }, plugins: [new BundleReportPlugin()] });
};
