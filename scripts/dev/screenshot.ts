// Screenshots of served pages for a person to look at:
//   npx tsx scripts/dev/screenshot.ts http://127.0.0.1:9000/uae/ out.png [--phone] [--full]
import { launchBrowser } from '../../packages/local-stack/chromium';

const [url, out = 'screenshot.png', ...flags] = process.argv.slice(2);
if (!url) {
  console.error('usage: npx tsx scripts/dev/screenshot.ts <url> [out.png] [--phone] [--full]');
  process.exit(2);
}
const phone = flags.includes('--phone');

async function main(target: string) {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({
      viewport: phone ? { width: 390, height: 844 } : { width: 1366, height: 900 },
      deviceScaleFactor: phone ? 2 : 1,
      isMobile: phone,
      hasTouch: phone,
    });
    await page.goto(target, { waitUntil: 'networkidle' });
    await page.screenshot({ path: out, fullPage: flags.includes('--full') });
    console.log(`saved ${out}`);
  } finally {
    await browser.close();
  }
}

main(url).catch((error) => {
  console.error(error);
  process.exit(1);
});
