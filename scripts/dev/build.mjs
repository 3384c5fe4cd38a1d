// npm run build: builds the site from STRAPI_API_URL, or from the local CMS it starts.
import { buildSite } from '../lib/build-site.mjs';

try {
  const { seconds } = await buildSite();
  console.log(`[build] done in ${seconds.toFixed(1)} s`);
} catch (error) {
  console.error(`[build] failed: ${error.message}`);
  process.exit(1);
}
