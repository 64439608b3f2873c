import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/customers/password';
import { totpCode } from '../support/second-factor';
import { ACCOUNT_TEXT } from './support/account-texts';
import { isAt, main, prefix } from './support/checkout';
import { dbQuery } from './support/db';
import { buttonReady, expectNoViolations, hasFocus } from './support/forms';
import { newVisitor, openShop } from './support/pages';
import { enrolInBrowser, TWO_STEP_TEXT } from './support/second-factor';
import type { Language } from './support/texts';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

/** The back office's order search, shown only to a signed-in administrator. */
const FIND_ORDERS = { en: 'Find orders', it: 'Cerca ordini' } as const;

afterAll(() => kit.browser?.close());

/** An administrator as the change found them: a password, and no second factor yet. */
async function adminWithoutFactor() {
  const id = randomBytes(4).toString('hex');
  const email = `owner-${id}@example.com`;
  const password = `owner-password-${id}`;
  await dbQuery(
    `insert into customers (user_name, nick_name, password_hash, user_status, user_type, activated_at)
     values ($1, $2, $3, 'A', 'A', now())`,
    [email, `Owner${id}`, await hashPassword(password)],
  );
  return { email, password };
}

async function typePassword(page: Page, language: Language, email: string, password: string) {
  const words = ACCOUNT_TEXT[language];
  const submit = await buttonReady(page, words.login);
  await main(page).getByLabel(words.email, { exact: true }).fill(email);
  await main(page).getByLabel(words.password, { exact: true }).fill(password);
  await submit.click();
}

describe("an administrator's first sign-in after two-step sign-in came (issue 28.4)", () => {
  for (const language of ['en', 'it'] as const) {
    it(`enrols an app from the QR code or the key written out, shows the recovery codes once, then opens the back office (${language})`, async () => {
      const t = TWO_STEP_TEXT[language];
      const p = prefix(language);
      const admin = await adminWithoutFactor();
      const context = await newVisitor(kit.browser, { language });
      try {
        const page = await openShop(context, `${p}/admin_orders`, language);
        await page.waitForURL(isAt(`${p}/login`));
        await typePassword(page, language, admin.email, admin.password);

        // The enrolment screen: its heading has focus, the QR code is an image with words, and
        // the same key is written out for whoever cannot scan it.
        const heading = main(page).getByRole('heading', { name: t.enrolTitle });
        await heading.waitFor();
        expect(await hasFocus(heading)).toBe(true);
        const qr = main(page).getByRole('img', { name: t.qrAlt });
        expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
        const key = ((await main(page).getByTestId('enrolment-key').textContent()) ?? '').trim();
        expect(key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
        await expectNoViolations(page);

        // A wrong first code is refused next to the field, and the screen stays.
        const code = main(page).getByLabel(t.enrolCode, { exact: true });
        await code.fill('000000');
        await main(page).getByRole('button', { name: t.verify }).click();
        await main(page).getByText(t.codeInvalid).first().waitFor();
        expect(await hasFocus(code)).toBe(true);
        // Still no session: the back office is not open behind the screen.
        expect(await page.evaluate(() => localStorage.getItem('borse-customer'))).toBeNull();

        const { secret, recoveryCodes } = await enrolInBrowser(page, language);
        expect(secret).toBe(key.replace(/\s/g, ''));
        expect(recoveryCodes).toHaveLength(10);
        expect(
          recoveryCodes.every((one) => /^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/.test(one)),
        ).toBe(true);
        await page.waitForURL(isAt(`${p}/admin_orders`));
        await main(page).getByRole('search', { name: FIND_ORDERS[language] }).waitFor();

        // Next time, in a new browser: the password, then the app's code, from the keyboard.
        const again = await newVisitor(kit.browser, { language });
        try {
          const next = await openShop(again, `${p}/admin_orders`, language);
          await next.waitForURL(isAt(`${p}/login`));
          await typePassword(next, language, admin.email, admin.password);
          await main(next).getByRole('heading', { name: t.codeTitle }).waitFor();
          expect(await main(next).getByRole('img', { name: t.qrAlt }).count()).toBe(0);
          await main(next).getByLabel(t.code, { exact: true }).focus();
          await next.keyboard.type(totpCode(secret, new Date(Date.now() + 30_000)));
          await next.keyboard.press('Tab');
          await next.keyboard.press('Space');
          expect(await main(next).getByLabel(t.remember).isChecked()).toBe(true);
          await next.keyboard.press('Tab');
          await next.keyboard.press('Enter');
          await next.waitForURL(isAt(`${p}/admin_orders`));
          await main(next).getByRole('search', { name: FIND_ORDERS[language] }).waitFor();
          const cookies = await again.cookies();
          expect(cookies.find((cookie) => cookie.name === 'admin_device')?.httpOnly).toBe(true);
        } finally {
          await again.close();
        }
      } finally {
        await context.close();
      }
    }, 120_000);
  }
});
