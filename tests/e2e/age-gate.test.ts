import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ageGate,
  asVisitor,
  confirmAge,
  eventually,
  openShop,
  reload,
  siteUrl,
  visit,
  waitForLiveList,
} from './support/pages';
import { TEXT, type Language } from './support/texts';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

afterAll(() => kit.browser?.close());

/** The age answer as the page keeps it in the browser (spec 4: confirmAge is persisted). */
const savedConfirmAge = (page: Page) =>
  page.evaluate(() => {
    const saved = window.localStorage.getItem('borse-shop');
    return saved ? (JSON.parse(saved) as { confirmAge?: unknown }).confirmAge : undefined;
  });

/**
 * Whether a click at the centre of the header's search button would reach it, or whether
 * something (the gate's backdrop) covers it. The button is at the top, always in view.
 */
const searchReachable = (page: Page) =>
  page
    .getByRole('search')
    .getByRole('button', { name: 'Search', exact: true })
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      if (box.width === 0 || x > window.innerWidth || y > window.innerHeight) {
        throw new Error('the search button is not in view');
      }
      const hit = document.elementFromPoint(x, y);
      return hit !== null && element.contains(hit);
    });

describe('age gate', () => {
  it('asks a first-time visitor in a named dialog, and "No" keeps the shop blocked', () =>
    asVisitor(kit.browser, { language: 'en' }, async (context) => {
      const text = TEXT.en;
      const page = await context.newPage();
      await visit(page, '/');
      const gate = ageGate(page, 'en');
      await gate.waitFor();
      expect(await gate.getAttribute('aria-modal')).toBe('true');
      expect(await gate.getByRole('heading', { name: text.ageTitle }).count()).toBe(1);
      expect(await searchReachable(page)).toBe(false);

      await gate.getByRole('button', { name: text.ageDecline }).click();
      const refusal = gate.getByText(text.ageDeclined);
      await refusal.waitFor();
      // Focus moves to the refusal, so a screen reader announces it.
      expect(await refusal.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await gate.getByRole('button').count()).toBe(0);

      // No way around it: Escape and the backdrop leave the dialog where it is.
      await page.keyboard.press('Escape');
      await page.mouse.click(5, 5);
      expect(await gate.isVisible()).toBe(true);
      expect(await searchReachable(page)).toBe(false);
      expect(await savedConfirmAge(page)).not.toBe(true);

      // The refusal is not remembered as an answer: the next visit asks again.
      await reload(page);
      await gate.getByRole('button', { name: text.ageConfirm }).waitFor();
    }));

  it('"Yes" closes the gate and is remembered on the next page load', () =>
    asVisitor(kit.browser, { language: 'en' }, async (context) => {
      const page = await openShop(context, '/', 'en');
      expect(await ageGate(page, 'en').count()).toBe(0);
      // Once the backdrop has faded out, clicks reach the page again.
      await eventually(() => searchReachable(page)).toBe(true);
      expect(await savedConfirmAge(page)).toBe(true);

      await visit(page, '/category/Bags');
      // The live list arrives well after the page has read the saved answer.
      await waitForLiveList(page);
      expect(await ageGate(page, 'en').count()).toBe(0);
    }));

  it.each<[Language, string, string]>([
    ['en', '/about', '/'],
    ['it', '/it/about', '/it'],
  ])(
    '(%s) the footer copyright clears the answer and goes home, where the gate asks again',
    (language, start, home) =>
      asVisitor(kit.browser, { language }, async (context) => {
        const page = await openShop(context, start, language);
        await page
          .getByRole('contentinfo')
          .getByRole('button', { name: TEXT[language].copyright })
          .click();
        await page.waitForURL(siteUrl(home));
        await ageGate(page, language).waitFor();
        expect(await savedConfirmAge(page)).toBe(false);
        await page.getByRole('heading', { level: 1, name: TEXT[language].homeHeading }).waitFor();

        await confirmAge(page, language);
        expect(await savedConfirmAge(page)).toBe(true);
      }),
  );
});
