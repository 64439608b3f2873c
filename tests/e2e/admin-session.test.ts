import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEXT } from './support/account-texts';
import { asCustomer, isAt, newCustomer, prefix, type Customer } from './support/checkout';
import { dbQuery } from './support/db';
import { buttonReady } from './support/forms';
import { siteUrl } from './support/pages';
import type { Language } from './support/texts';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

/** The words of this test, written out (not imported from src/locales): a changed one fails here. */
const T = {
  en: {
    screen: '/admin_site_page',
    field: 'Background colour',
    value: '#654321',
    save: 'Save Page',
    ended:
      'Your back-office session has ended: administrators are signed out after a while without ' +
      'activity. Sign in again to go back to the page you were on. A change you had not saved ' +
      'when it ended was not saved: that page offers to restore it.',
    restore: 'Restore unsaved change',
  },
  it: {
    screen: '/it/admin_seo',
    field: 'Titolo predefinito delle pagine (Italiano)',
    value: 'Un titolo mai salvato',
    save: 'Salva SEO',
    ended:
      'La sessione di amministrazione è terminata: gli amministratori vengono disconnessi dopo ' +
      'un periodo di inattività. Accedi di nuovo per tornare alla pagina in cui eri. Una ' +
      'modifica non ancora salvata quando è terminata non è stata salvata: quella pagina ti ' +
      'proporrà di ripristinarla.',
    restore: 'Ripristina la modifica non salvata',
  },
} as const;

afterAll(() => kit.browser?.close());

/** The session behind the administrator's token (its jti). */
function sessionOf(admin: Customer): string {
  const token = (admin.session as { user: { token: string } }).user.token;
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    jti: string;
  };
  return claims.jti;
}

async function liveBackground(): Promise<string> {
  const res = await fetch(siteUrl('/api/defaults'));
  return ((await res.json()) as { site: { colors: { back: string } } }).site.colors.back;
}

async function signIn(page: Page, admin: Customer, language: Language): Promise<void> {
  const words = ACCOUNT_TEXT[language];
  await page.getByLabel(words.email, { exact: true }).fill(admin.email);
  await page.getByLabel(words.password, { exact: true }).fill('buyer-secret-1');
  await (await buttonReady(page, words.login)).click();
}

describe('an administrator whose session went idle', () => {
  for (const language of ['en', 'it'] as const) {
    it(`is sent to sign in, told why and that the change was not saved, then brought back to restore it (${language})`, async () => {
      const t = T[language];
      const admin = await newCustomer('A', language);
      const background = await liveBackground();
      const { context, page } = await asCustomer(kit.browser, admin, t.screen, language);
      try {
        const save = await buttonReady(page, t.save);
        await page.getByLabel(t.field, { exact: true }).fill(t.value);
        // Left alone past the idle limit: the server has ended the session meanwhile.
        await dbQuery(
          "update auth_sessions set expires_at = now() - interval '1 second' where id = $1",
          [sessionOf(admin)],
        );
        await save.click();

        await page.waitForURL(isAt(`${prefix(language)}/login`));
        expect(new URL(page.url()).searchParams.get('next')).toBe(t.screen);
        expect(await page.getByTestId('session-ended').textContent()).toBe(t.ended);
        expect(await liveBackground()).toBe(background);

        await signIn(page, admin, language);
        await page.waitForURL(isAt(t.screen));
        await buttonReady(page, t.save);
        // Issue 26.7: what was typed was kept, and comes back at the administrator's word.
        const field = page.getByLabel(t.field, { exact: true });
        expect(await field.inputValue()).not.toBe(t.value);
        await page.getByRole('button', { name: t.restore }).click();
        expect(await field.inputValue()).toBe(t.value);
        expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
      } finally {
        await context.close();
      }
    }, 90_000);
  }
});
