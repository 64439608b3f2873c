import { randomBytes } from 'node:crypto';
import { like } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { customers, loginFailures, rateLimits } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/customers/password';
import { isAt, main, prefix } from './support/checkout';
import { buttonReady, expectNoViolations } from './support/forms';
import { mailedLink, mailsTo } from './support/outbox';
import { eventually, newVisitor, openShop, visit } from './support/pages';
import { enrolInBrowser } from './support/second-factor';
import type { Language } from './support/texts';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit({ database: true, poolSize: 2 });

/**
 * Issue 28.3: past an account's ceiling of failed sign-ins, the right password is refused too;
 * the login form offers a mailed one-time link, and the link's page signs the owner in. The
 * words are written out here (not imported from src/locales) so a changed or missing
 * translation fails the test.
 */
const T = {
  en: {
    email: 'Email address',
    password: 'Password',
    login: 'Log in',
    refused: 'Too many failed sign-ins to this account: sign in with a link we email you instead',
    ask: 'Email me a sign-in link',
    sent: 'we have sent it a link to sign in',
    subject: 'Your sign-in link',
    linkInvalid: 'The link is invalid or is no longer available',
  },
  it: {
    email: 'Indirizzo email',
    password: 'Password',
    login: 'Accedi',
    refused:
      'Troppi tentativi di accesso non riusciti a questo account: accedi invece con un link che ti inviamo via email',
    ask: 'Inviami un link di accesso',
    sent: 'gli abbiamo inviato un link per accedere',
    subject: 'Il tuo link di accesso',
    linkInvalid: 'Il link non è valido o non è più disponibile',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** An active account whose failed sign-ins this hour have reached the ceiling (20). */
async function accountPastCeiling(userType: 'A' | 'C', lng: Language) {
  const id = randomBytes(4).toString('hex');
  const email = `guessed-${id}@example.com`;
  const password = `right-password-${id}`;
  await kit.db.insert(customers).values({
    userName: email,
    nickName: `Guessed${id}`,
    userType,
    userStatus: 'A',
    lng,
    activatedAt: new Date(),
    passwordHash: await hashPassword(password),
  });
  // Every browser test comes from one address: what other files typed from it is cleared.
  await kit.db.delete(loginFailures).where(like(loginFailures.key, 'ip:%'));
  await kit.db
    .insert(rateLimits)
    .values({ key: `signin-ceiling:${email}`, windowStart: new Date(), hits: 20 });
  return { email, password };
}

/** The right password is refused; the offered button, pressed from the keyboard, mails a link. */
async function askForLink(page: Page, language: Language, email: string, password: string) {
  const t = T[language];
  const submit = await buttonReady(page, t.login);
  await main(page).getByLabel(t.email, { exact: true }).fill(email);
  await main(page).getByLabel(t.password, { exact: true }).fill(password);
  await submit.click();
  await main(page).getByRole('alert').filter({ hasText: t.refused }).waitFor();
  const ask = main(page).getByRole('button', { name: t.ask });
  await ask.focus();
  await page.keyboard.press('Enter');
  await main(page).getByRole('status').filter({ hasText: t.sent }).waitFor();
  await expectNoViolations(page);
}

describe('signing in with a mailed link past the ceiling (issue 28.3)', () => {
  for (const language of ['en', 'it'] as const) {
    it(`a customer gets in with the link, once (${language})`, async () => {
      const t = T[language];
      const p = prefix(language);
      const customer = await accountPastCeiling('C', language);
      const context = await newVisitor(kit.browser, { language });
      let link = '';
      try {
        const page = await openShop(context, `${p}/login`, language);
        await askForLink(page, language, customer.email, customer.password);
        link = await mailedLink(customer.email, `${p}/signin_link`);
        expect((await mailsTo(customer.email))[0]?.subject).toBe(t.subject);

        await visit(page, link);
        await page.waitForURL(isAt(p || '/'));
        // Signed in: the login page says so instead of showing its form.
        await visit(page, `${p}/login`);
        await main(page).getByTestId('logged-in').waitFor();
      } finally {
        await context.close();
      }

      // The same link a second time, in another browser, signs no one in.
      const other = await newVisitor(kit.browser, { language });
      try {
        const page = await openShop(other, link, language);
        await main(page).getByRole('heading', { name: t.linkInvalid }).waitFor();
        expect(new URL(page.url()).searchParams.get('key1')).toBeNull();
      } finally {
        await other.close();
      }
    });
  }

  it('an administrator still takes the second step after the link (en)', async () => {
    const admin = await accountPastCeiling('A', 'en');
    const context = await newVisitor(kit.browser, { language: 'en' });
    try {
      const page = await openShop(context, '/login', 'en');
      await askForLink(page, 'en', admin.email, admin.password);
      await visit(page, await mailedLink(admin.email, '/signin_link'));
      await enrolInBrowser(page, 'en');
      await eventually(() => isAt('/')(new URL(page.url()))).toBe(true);
    } finally {
      await context.close();
    }
  });
});
