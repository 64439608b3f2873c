import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { animationsSettled, footerHydrated } from './pages';

/**
 * Texts of an opened dialog or menu that do not sit on an opaque background of its own: from
 * each element with text, the first background colour found walking up to the dialog or menu
 * (inclusive) must be fully opaque. A transparent one (a colour variable defined only under a
 * class the element lacks) lets the page show through: dark text over a dimmed banner.
 */
export async function textsWithoutOpaqueBackground(surface: Locator): Promise<string[]> {
  await animationsSettled(surface.page());
  return surface.evaluate((root) => {
    const alphaOf = (colour: string): number => {
      if (colour === 'transparent') return 0;
      const slash = /\/\s*([\d.]+)(%)?\s*\)$/.exec(colour);
      if (slash) return Number(slash[1]) / (slash[2] ? 100 : 1);
      const parts = /^rgba?\(([^)]*)\)$/.exec(colour)?.[1]?.split(',') ?? [];
      return parts.length === 4 ? Number(parts[3]) : 1;
    };
    const problems = new Set<string>();
    const holders = [root, ...root.querySelectorAll('*')].filter(
      (el) =>
        el.getClientRects().length > 0 &&
        [...el.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim()),
    );
    for (const el of holders) {
      let alpha = 0;
      let colour = 'none';
      for (let at: Element | null = el; at; at = at === root ? null : at.parentElement) {
        colour = getComputedStyle(at).backgroundColor;
        alpha = alphaOf(colour);
        if (alpha > 0) break;
      }
      if (alpha < 1) {
        const text = (el.textContent ?? '').trim().slice(0, 40);
        problems.add(`"${text}" on ${alpha === 0 ? 'no background' : colour}`);
      }
    }
    return [...problems];
  });
}

/** axe-core's colour-contrast findings inside one element (a CSS selector), one line each. */
export async function contrastViolations(page: Page, selector: string): Promise<string[]> {
  await footerHydrated(page);
  await animationsSettled(page);
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withRules(['color-contrast'])
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  );
}

/** Both checks for an opened surface, labelled for the report. */
export async function surfaceProblems(
  page: Page,
  label: string,
  selector: string,
): Promise<string[]> {
  const surface = page.locator(selector).first();
  await surface.waitFor();
  return [
    ...(await textsWithoutOpaqueBackground(surface)),
    ...(await contrastViolations(page, selector)),
  ].map((problem) => `${label}: ${problem}`);
}
