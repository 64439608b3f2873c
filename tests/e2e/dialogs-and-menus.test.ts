import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOK_ADDRESS, addBookAddress, newCustomer, type Customer } from './support/checkout';
import { ageGate, eventually, newVisitor, openShop, visit, type Device } from './support/pages';
import { surfaceProblems } from './support/surfaces';
import { TEXT, type Language } from './support/texts';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

/**
 * Every dialog and menu, opened: each text in it sits on its own opaque background (the page
 * must not show through) and passes axe-core's colour contrast, at both widths, in both
 * languages where the words differ in length.
 */
let customer: Customer;
let admin: Customer;

/** The browser keeps the login under this key (src/state/persisted-customer.ts). */
const CUSTOMER_KEY = 'borse-customer';

beforeAll(async () => {
  customer = await newCustomer();
  await addBookAddress(customer.id);
  admin = await newCustomer('A');
});
afterAll(() => kit.browser?.close());

async function signedIn(
  who: Customer | null,
  language: Language,
  device: Device,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newVisitor(kit.browser, { language, device });
  const page = await openShop(context, language === 'it' ? '/it' : '/', language);
  if (who) {
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
      CUSTOMER_KEY,
      JSON.stringify(who.session),
    ] as const);
  }
  return { context, page };
}

/**
 * Clicks a toggle until what it opens shows: a click before React has taken over the page
 * (just after a page load) does nothing, as for a person on a slow phone.
 */
async function openWith(toggle: Locator, opened: Locator): Promise<void> {
  await eventually(async () => {
    if (!(await opened.isVisible())) await toggle.click();
    return opened.isVisible();
  }, 30_000).toBe(true);
}

/** Opens a header menu by its toggle's id and checks its list. */
async function headerMenu(page: Page, id: string): Promise<string[]> {
  await openWith(page.locator(`#${id}`), page.locator(`#${id}-list`));
  const problems = await surfaceProblems(page, id, `#${id}-list`);
  await page.keyboard.press('Escape');
  return problems;
}

/** The phone's menu, opened with its toggle. */
async function openMobileMenu(page: Page, language: Language): Promise<void> {
  await openWith(
    page.getByRole('button', { name: TEXT[language].menuToggle }),
    page.locator('#main-navbar.show'),
  );
}

const LANGUAGES: Language[] = ['en', 'it'];
const DEVICES: Device[] = ['desktop', 'mobile'];

describe('dialogs and menus have an opaque background and readable text', () => {
  for (const language of LANGUAGES) {
    for (const device of DEVICES) {
      it(`the age gate, ${language}, ${device}`, async () => {
        const context = await newVisitor(kit.browser, { language, device });
        try {
          const page = await context.newPage();
          await visit(page, language === 'it' ? '/it' : '/');
          await ageGate(page, language).waitFor();
          expect(await surfaceProblems(page, 'age gate', 'dialog.age-gate')).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }

    it(`the header menus a visitor opens, ${language}`, async () => {
      const problems: string[] = [];
      for (const device of DEVICES) {
        const { context, page } = await signedIn(null, language, device);
        try {
          await visit(page, language === 'it' ? '/it/about' : '/about');
          const prefix = device === 'desktop' ? 'desktop' : 'mobile';
          if (device === 'mobile') {
            await openMobileMenu(page, language);
            // The phone's menu opens inside the header's bar (pushing the page down), so its
            // background is the bar's.
            problems.push(...(await surfaceProblems(page, 'mobile menu', 'header nav')));
          }
          const toggles = await page
            .locator(`[id^="${prefix}-"][aria-expanded], #language-menu`)
            .evaluateAll((els) =>
              els.filter((el) => el.getClientRects().length).map((el) => el.id),
            );
          expect(toggles).toContain('language-menu');
          for (const id of toggles) problems.push(...(await headerMenu(page, id)));
        } finally {
          await context.close();
        }
      }
      expect(problems).toEqual([]);
    });
  }

  for (const device of DEVICES) {
    it(`a customer's account menu and the address book's confirm dialog, ${device}`, async () => {
      const { context, page } = await signedIn(customer, 'en', device);
      try {
        await visit(page, '/addressbook');
        const problems: string[] = [];
        if (device === 'mobile') await openMobileMenu(page, 'en');
        problems.push(...(await headerMenu(page, 'account-menu')));
        if (device === 'mobile') await page.keyboard.press('Escape');
        await openWith(
          page.getByRole('button', { name: `Delete the address of ${BOOK_ADDRESS.name}` }),
          page.locator('.modal.show'),
        );
        problems.push(
          ...(await surfaceProblems(page, 'confirm dialog', '.modal.show .modal-content')),
        );
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it(`the administrator's menus and a back-office confirm dialog, ${device}`, async () => {
      const { context, page } = await signedIn(admin, 'en', device);
      try {
        await visit(page, '/admin_color');
        const problems: string[] = [];
        for (const id of ['admin-menu', 'shop-admin-menu']) {
          if (device === 'mobile') await openMobileMenu(page, 'en');
          problems.push(...(await headerMenu(page, id)));
          if (device === 'mobile') await page.reload();
        }
        const remove = page.getByRole('button', { name: /^Delete / }).first();
        await remove.waitFor({ timeout: 60_000 });
        await openWith(remove, page.locator('.modal.show'));
        problems.push(
          ...(await surfaceProblems(page, 'confirm dialog', '.modal.show .modal-content')),
        );
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
