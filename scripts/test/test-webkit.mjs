// npm run test:webkit: the main flows in WebKit, Safari's engine (e2e/webkit/smoke.spec.ts):
// WebKitGTK's WebDriver (Debian package webkit2gtk-driver, on a virtual display) against
// the built site in public/, served on 127.0.0.1 with a CMS on a copy of the local
// database behind it (the lead it sends is stored there, not in the local CMS).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyCmsDatabase, startCms } from '../../packages/local-stack/cms.mjs';
import { ROOT } from '../../packages/local-stack/paths.mjs';
import { run, stopOnSignals } from '../../packages/local-stack/processes.mjs';
import { serveSite } from '../../packages/local-stack/site.mjs';
import { startWebKitDriver } from './webkit.mjs';

let cms = null;
let site = null;
let driver = null;
stopOnSignals(() => [site?.child, cms?.child].filter(Boolean));
const dir = mkdtempSync(path.join(os.tmpdir(), 'webkit-e2e-'));
let failed = false;
try {
  const database = path.join(dir, 'copy.db');
  await copyCmsDatabase(database);
  cms = await startCms({
    automation: true,
    env: {
      DATABASE_FILENAME: database,
      OUTBOX_DIR: path.join(dir, 'outbox'),
      FORMS_RATE_LIMIT: '0',
      ALERT_INTERVAL_MS: '0',
    },
  });
  site = await serveSite({ env: cms.formsEnv });
  driver = await startWebKitDriver();
  await run(process.execPath, ['--import', 'tsx', '--test', 'e2e/webkit/smoke.spec.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      BASE_URL: site.url,
      CMS_URL: cms.url,
      CMS_WRITE_TOKEN: cms.writeToken,
      WEBDRIVER_URL: driver.url,
    },
  });
} catch (error) {
  console.error(`[webkit] ${error.message}`);
  failed = true;
} finally {
  await driver?.stop();
  await site?.stop();
  await cms?.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
