// npm run serve: serves the already built public/ folder on 127.0.0.1.
import { serveSite } from '../../packages/local-stack/site.mjs';
import { stopOnSignals } from '../../packages/local-stack/processes.mjs';

let site = null;
stopOnSignals(() => [site?.child].filter(Boolean));
try {
  site = await serveSite();
  console.log(`\n  Site: ${site.url}/\n  Press Ctrl-C to stop.\n`);
} catch (error) {
  console.error(`[serve] failed: ${error.message}`);
  process.exit(1);
}
