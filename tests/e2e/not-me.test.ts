import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { dbQuery } from './support/db';
import { buttonReady, expectNoViolations, hasFocus } from './support/forms';
import { mailedLink, mailsTo } from './support/outbox';
import { asVisitor, eventually, openShop, siteUrl, visit } from './support/pages';
import type { Language } from './support/texts';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

/*
 * Issue 28.8: "This wasn't me", the activation mail's second link, lands on a page that stops
 * further activation mails to the address once its owner confirms.
 */

afterAll(() => kit.browser?.close());

const TEXT = {
  en: {
    heading: "This wasn't me",
    stop: 'Stop these emails',
    done: 'Done: the account is deleted, and this address will get no more activation emails from us.',
    invalid: 'The link is invalid or is no longer available',
  },
  it: {
    heading: 'Non sono stato io',
    stop: 'Blocca queste email',
    done: 'Fatto: l’account è stato eliminato e questo indirizzo non riceverà più email di attivazione da noi.',
    invalid: 'Il link non è valido o non è più disponibile',
  },
} as const;

const signUp = (email: string, lng: 'eng' | 'ita') =>
  fetch(siteUrl('/api/signup'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      userName: email,
      nickName: `NotMe${randomBytes(4).toString('hex')}`,
      password: `pw-${randomBytes(8).toString('hex')}`,
      lng,
    }),
  });

const accountsOf = (email: string) =>
  dbQuery<{ n: number }>('select count(*)::int as n from customers where user_name = $1', [email]);

describe('the “This wasn’t me” page', () => {
  for (const language of ['en', 'it'] as const satisfies readonly Language[]) {
    it(`stops the activation mails from the keyboard (${language})`, () =>
      asVisitor(kit.browser, { language }, async (context) => {
        const x = TEXT[language];
        const prefix = language === 'it' ? '/it' : '';
        const email = `not-me-${language}-${randomBytes(4).toString('hex')}@example.com`;
        expect((await signUp(email, language === 'it' ? 'ita' : 'eng')).status).toBe(201);
        const link = await mailedLink(email, `${prefix}/not_me`);

        // Opening the link does nothing by itself (a mail scanner may open it).
        const page = await openShop(context, link, language);
        await page.getByRole('heading', { level: 1, name: x.heading }).waitFor();
        const stop = await buttonReady(page, x.stop);
        expect((await accountsOf(email))[0]?.n).toBe(1);
        await expectNoViolations(page);

        // From the keyboard: the button takes focus, Enter presses it.
        await stop.focus();
        expect(await hasFocus(stop)).toBe(true);
        await page.keyboard.press('Enter');
        const done = page.getByRole('status').filter({ hasText: x.done });
        await done.waitFor();
        await eventually(() => hasFocus(page.getByTestId('not-me-done'))).toBe(true);
        await expectNoViolations(page);
        expect((await accountsOf(email))[0]?.n).toBe(0);

        // Signing up again answers as before, and no mail comes.
        const mails = (await mailsTo(email)).length;
        expect((await signUp(email, 'eng')).status).toBe(201);
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect((await mailsTo(email)).length).toBe(mails);

        // The link is used up.
        await visit(page, link);
        await (await buttonReady(page, x.stop)).click();
        await page.getByRole('alert').filter({ hasText: x.invalid }).waitFor();
      }));
  }
});
