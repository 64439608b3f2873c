import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { animationsSettled, footerHydrated } from './pages';

/** WCAG 2.0 and 2.1, levels A and AA. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core's violations on the page as it is now, one readable line per failing element
 * (rule, impact, what is wrong, where), so a failing test says what to fix. Waits for running
 * transitions first: a half-faded dialog would be judged on colours it only has for a moment.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  await footerHydrated(page);
  await animationsSettled(page);
  let results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  // A toast whose time ran out during the check fades out (Toastify marks it data-in="false"):
  // judged on its colours half-faded, it is checked again once it has gone.
  const leaving = results.violations.some((violation) =>
    violation.nodes.some((node) => node.html.includes('data-in="false"')),
  );
  if (leaving) {
    await animationsSettled(page);
    results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  }
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help} — ${node.target.join(' ')} ${node.html.slice(0, 200)}: ${node.failureSummary ?? ''}`,
    ),
  );
}
