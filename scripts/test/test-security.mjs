// npm run test:security: one case per finding of the security review (issue 34,
// docs/security.md), against the real CMS (started here from an empty database and from a
// copy of the seeded one) and the built site served as `npm start` serves it. Needs a built
// public/ (npm run build); `-- e2e/security/cms.spec.ts` runs one spec file.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PUBLIC_DIR, ROOT } from '../../packages/local-stack/paths.mjs';
import { run } from '../../packages/local-stack/processes.mjs';

if (!existsSync(path.join(PUBLIC_DIR, 'index.html'))) {
  console.error('[security] public/ has no built site: run `npm run build` first.');
  process.exit(1);
}
const named = process.argv.slice(2).filter((arg) => arg.endsWith('.spec.ts'));
const specs = named.length
  ? named
  : readdirSync(path.join(ROOT, 'e2e', 'security'))
      .filter((name) => name.endsWith('.spec.ts'))
      .map((name) => path.join('e2e', 'security', name));
try {
  await run(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...specs], { cwd: ROOT });
} catch (error) {
  console.error(`[security] ${error.message}`);
  process.exit(1);
}
