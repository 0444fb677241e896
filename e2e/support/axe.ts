// axe-core (the engine behind most accessibility checkers) run inside the page: the WCAG 2.1
// A and AA rules plus axe's best practices. Returns one readable line per violation.
import type { Page } from '@playwright/test';
import axe from 'axe-core';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export async function axeViolations(page: Page): Promise<string[]> {
  // A dialog fades in (shared's overlays, 0.2 s), and axe reads colours as drawn: in the middle of
  // the fade it finds a primary button's contrast too low. The running animations
  // that end (not the marquee's endless one) finish first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Evaluated, not added as a <script>: the page's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (tags) => {
    const { axe: engine } = window as unknown as { axe: typeof axe };
    const result = await engine.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  }, TAGS);
  return violations.map((v) => `[${v.impact}] ${v.id}: ${v.help} at ${v.targets.join(' | ')}`);
}
