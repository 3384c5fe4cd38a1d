import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
// WCAG 2.2 A and AA, the level the site promises, and axe's best practices and experimental rules.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice', 'experimental'];

type Violation = { id: string; impact: string; help: string; nodes: { target: string[]; failureSummary: string }[] };

/**
 * axe-core's violations on the page as it settles (injected from node_modules, no network):
 * once its CSS transitions and finite animations have ended (a spinner's never does), so a
 * colour is read as it stays, not halfway through a button's fade after a click (that read
 * 1.52:1 once, a false failure). The pointer is moved to the window's corner first: left
 * where a click was, it came to hover a button the page had just drawn under it, and Chrome
 * starts that hover's transition a moment later, after the wait below had seen none running
 * (an outline button read 3.28:1 halfway to its hover colours, a false failure).
 */
export async function violations(p: Page, within = 'document'): Promise<string[]> {
  await p.mouse.move(0, 0);
  await p.waitForFunction(
    () =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 5000 },
  );
  // Evaluated through the DevTools protocol: an injected <script> would be blocked by the
  // site's Content-Security-Policy, which the served site sends (src/config/headers.ts).
  await p.evaluate(AXE_SOURCE);
  const found = await p.evaluate(
    async ([tags, selector]) => {
      const axe = (
        window as unknown as { axe: { run: (c: Document | string, o: object) => Promise<{ violations: unknown[] }> } }
      ).axe;
      const context = selector === 'document' ? document : selector;
      return (await axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }))
        .violations;
    },
    [TAGS, within] as const,
  );
  return (found as Violation[]).map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary.replace(/\s+/g, ' ')}`)
        .join('\n')}`,
  );
}
