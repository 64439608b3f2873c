import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { ACCOUNT_TEXT } from './support/account-texts';
import { buttonReady } from './support/forms';
import { mailedLink } from './support/outbox';
import { asVisitor, eventually, openShop, siteUrl, visit } from './support/pages';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

/*
 * Issue 28.7: what the site's own servers write (the address guard, netlify dev's request log,
 * the functions host) holds no key, token or password a customer used. The flows run here
 * through the real pages, whose client calls carry them; the log is then read for each one.
 */

afterAll(() => kit.browser?.close());

const a = ACCOUNT_TEXT.en;
const serverLog = () => readFile(inject('serverLog'), 'utf8');

const post = (path: string, body: unknown) =>
  fetch(siteUrl(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The key of a mailed link (its `key1`), which the log must not hold. */
const keyOf = (link: string) => new URL(link, 'http://x').searchParams.get('key1') ?? '';

/** Waits until the log has caught up with a request made now (it is written as it comes). */
async function logCaughtUp(): Promise<string> {
  const marker = `log-marker-${randomBytes(6).toString('hex')}`;
  await fetch(siteUrl(`/api/health?${marker}=1`));
  await eventually(async () => (await serverLog()).includes(marker)).toBe(true);
  return serverLog();
}

describe('the servers’ logs', () => {
  it('hold no activation or reset key, /pay key or password of the flows that used them', () =>
    asVisitor(kit.browser, { language: 'en' }, async (context) => {
      const stamp = randomBytes(4).toString('hex');
      const email = `logs-${stamp}@example.com`;
      const nick = `Logs${stamp}`;
      const firstPassword = `first-${randomBytes(8).toString('hex')}`;
      const secondPassword = `second-${randomBytes(8).toString('hex')}`;
      const secrets: string[] = [firstPassword, secondPassword];

      const signedUp = await post('/api/signup', {
        userName: email,
        nickName: nick,
        password: firstPassword,
      });
      expect(signedUp.status).toBe(201);
      const activation = await mailedLink(email, '/activate');
      secrets.push(keyOf(activation));
      const page = await openShop(context, activation, 'en');
      await page.getByText(a.activated(nick)).waitFor();

      expect((await post('/api/forgot_password', { userName: email, lng: 'eng' })).status).toBe(
        200,
      );
      const reset = await mailedLink(email, '/reset_password');
      secrets.push(keyOf(reset));
      await visit(page, reset);
      const save = await buttonReady(page, a.saveNewPassword);
      await page.getByRole('main').getByLabel(a.newPassword, { exact: true }).fill(secondPassword);
      await page
        .getByRole('main')
        .getByLabel(a.confirmPassword, { exact: true })
        .fill(secondPassword);
      await save.click();
      await page.getByText(a.passwordReset).waitFor();

      await visit(page, '/login');
      const login = await buttonReady(page, a.login);
      await page.getByRole('main').getByLabel(a.email, { exact: true }).fill(email);
      await page.getByRole('main').getByLabel(a.password, { exact: true }).fill(secondPassword);
      await login.click();
      await page.waitForURL((url) => url.pathname === '/');

      // A /pay link's key is read by the page's call too (a made-up one: the log is the point).
      const payKey = randomBytes(32).toString('base64url');
      secrets.push(payKey);
      const payRead = page.waitForResponse((res) => res.url().includes('/api/order_payment'));
      await visit(page, `/pay?order=${randomUUID()}&key=${payKey}`);
      await payRead;

      expect(secrets.every((secret) => secret.length >= 16)).toBe(true);
      const log = await logCaughtUp();
      // The log is the one the site wrote (its request lines are there), and none of them leaks.
      expect(log).toContain('/api/reset_user');
      expect(secrets.filter((secret) => log.includes(secret))).toEqual([]);
    }));
});
