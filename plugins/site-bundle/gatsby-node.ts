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
 * What each browser bundle is made of, written at every production build for the JS size
 * budget (e2e/js-budget.spec.ts) and `npm run bench:lighthouse`: which chunks a page
 * template loads first, and which modules fill them.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions }) => {
  if (stage === 'build-javascript') actions.setWebpackConfig({ plugins: [new BundleReportPlugin()] });
};
