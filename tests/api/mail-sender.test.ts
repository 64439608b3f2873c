import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteSettings } from '../../src/core/site/site-settings';
import { siteSettings } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';
import { freshIp, mailedKey, newAccount, signUp } from './accounts-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.drop());

async function eventually<T>(read: () => Promise<T>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await read();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function editSettings(edit: (site: SiteSettings) => SiteSettings): Promise<void> {
  const [row] = await t.db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  if (!row) throw new Error('no site settings row');
  await t.db
    .update(siteSettings)
    .set({ settings: edit(row.settings) })
    .where(eq(siteSettings.id, 1));
}

const withEmail = (email: Partial<SiteSettings['email']>, company?: string) =>
  editSettings((site) => ({
    ...site,
    email: { ...site.email, ...email },
    company: { ...site.company, name: company ?? site.company.name },
  }));

describe('issue 25, item 11e: who the mails come from and whom they greet', () => {
  it('sends from the sender name and address of the site settings', async () => {
    await withEmail({ fromName: 'Borse Test', fromAddress: 'ciao@borse.example' });
    const account = await signUp(t, newAccount());
    const { mail } = await mailedKey(account.userName, '/activate');
    expect(mail.from).toBe('"Borse Test" <ciao@borse.example>');
  });

  it('names the company when the sender name is blank', async () => {
    await withEmail({ fromName: '', fromAddress: 'ciao@borse.example' }, 'Borse Srl');
    const account = await signUp(t, newAccount());
    const { mail } = await mailedKey(account.userName, '/activate');
    expect(mail.from).toBe('"Borse Srl" <ciao@borse.example>');
  });

  it('sends queued mails (a password reset) from the same sender', async () => {
    await withEmail({ fromName: 'Borse Test', fromAddress: 'ciao@borse.example' });
    const account = await signUp(t, newAccount());
    const res = await t.send(
      'POST',
      '/api/forgot_password',
      { userName: account.userName },
      freshIp(),
    );
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    // The link goes out after the answer: the outbox has it a moment later.
    const { mail } = await eventually(() => mailedKey(account.userName, '/reset_password'));
    expect(mail.from).toBe('"Borse Test" <ciao@borse.example>');
  });

  it.each([
    ['eng', 'Dear Anna,'],
    ['ita', 'Gentile Anna,'],
  ])('(%s) greets the customer by first name', async (lng, greeting) => {
    const account = await signUp(t, newAccount({ firstName: 'Anna', lng }));
    const { mail } = await mailedKey(account.userName, '/activate');
    expect(mail.text.startsWith(greeting)).toBe(true);
    expect(mail.text).not.toContain(account.nickName);
  });

  it('greets by nickname when no first name was given', async () => {
    const account = await signUp(t, newAccount({ firstName: '' }));
    const { mail } = await mailedKey(account.userName, '/activate');
    expect(mail.text.startsWith(`Dear ${account.nickName},`)).toBe(true);
  });
});
