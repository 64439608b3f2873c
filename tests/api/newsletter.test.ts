import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, newsletterSubscriptions } from '../../src/server/db/schema';
import { listOutbox } from '../../src/server/mail/outbox';
import { unsubscribeKey, unsubscribeLink } from '../../src/server/newsletter/unsubscribe-key';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.drop());

const LINK_INVALID = {
  code: 'LINK_INVALID',
  message: 'The link is invalid or is no longer available',
};

const reader = () => `reader-${randomBytes(4).toString('hex')}@test.example`;

const subscriptionOf = async (email: string) =>
  (
    await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email))
  )[0];

/** A link from the newest mail to `to`, and one of its query parameters. */
async function linkParam(to: string, name: string): Promise<{ link: string; value: string }> {
  const [mail] = await listOutbox({ to });
  const link = mail?.links.find((href) => new URL(href).searchParams.has(name));
  if (!link) throw new Error(`no mail to ${to} with a ${name} link`);
  return { link, value: new URL(link).searchParams.get(name)! };
}

const signUp = (email: string, lng = 'eng') => t.send('POST', '/api/newsletter', { email, lng });

async function subscribed(email: string, lng = 'eng') {
  await signUp(email, lng);
  const { value } = await linkParam(email, 'confirm');
  expect((await t.send('POST', '/api/newsletter_confirm', { key1: value })).status).toBe(200);
}

describe('POST newsletter', () => {
  it('answers pending and mails a confirmation link in the chosen language', async () => {
    const email = reader();
    const res = await signUp(email.toUpperCase(), 'ita');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ pending: true });
    const { link } = await linkParam(email, 'confirm');
    expect(new URL(link).pathname).toBe('/it/newsletter');
    expect(await subscriptionOf(email)).toMatchObject({
      email,
      lng: 'it',
      status: 'P',
      attempts: 1,
    });
  });

  it('refuses a bad address with the catalogue message', async () => {
    const res = await signUp('not-an-address');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'ENTER_EMAIL',
      message: 'Enter your email address!',
      fields: [{ field: 'email', message: 'Enter your email address!' }],
    });
  });

  it('mails a pending address at most once in 10 minutes, answering the same', async () => {
    const email = reader();
    await signUp(email);
    const again = await signUp(email);
    expect(again.body).toEqual({ pending: true });
    expect(await listOutbox({ to: email })).toHaveLength(1);

    // Ten minutes later a new link goes out, and the old one dies.
    const { value: first } = await linkParam(email, 'confirm');
    await t.db
      .update(newsletterSubscriptions)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(newsletterSubscriptions.email, email));
    await signUp(email);
    expect(await listOutbox({ to: email })).toHaveLength(2);
    expect((await subscriptionOf(email))!.attempts).toBe(2);
    const old = await t.send('POST', '/api/newsletter_confirm', { key1: first });
    expect(old.body).toEqual(LINK_INVALID);
  });

  it('sends nothing to a confirmed address, and says nothing about it', async () => {
    const email = reader();
    await subscribed(email);
    const before = (await listOutbox({ to: email })).length;
    const res = await signUp(email);
    expect(res.body).toEqual({ pending: true });
    expect(await listOutbox({ to: email })).toHaveLength(before);
    expect((await subscriptionOf(email))!.status).toBe('C');
  });
});

describe('POST newsletter_confirm', () => {
  it('subscribes through the mailed link once, and welcomes with an unsubscribe link', async () => {
    const email = reader();
    await signUp(email, 'ita');
    const { value } = await linkParam(email, 'confirm');

    const res = await t.send('POST', '/api/newsletter_confirm', { key1: value });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ subscribed: true });
    const row = await subscriptionOf(email);
    expect(row).toMatchObject({ status: 'C', attempts: 0 });
    expect(row!.confirmedAt).toBeInstanceOf(Date);
    expect(row!.tokenHash).toMatch(/^spent:/);

    const { link, value: key } = await linkParam(email, 'unsubscribe');
    expect(new URL(link).pathname).toBe('/it/newsletter');
    expect(new URL(link).searchParams.get('email')).toBe(email);
    expect(key).toBe(unsubscribeKey(email));

    const twice = await t.send('POST', '/api/newsletter_confirm', { key1: value });
    expect(twice.status).toBe(400);
    expect(twice.body).toEqual(LINK_INVALID);
  });

  it('refuses unknown, missing and expired links', async () => {
    for (const body of [{ key1: 'made-up' }, {}, { key1: 42 }]) {
      const res = await t.send('POST', '/api/newsletter_confirm', body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(LINK_INVALID);
    }
    const email = reader();
    await signUp(email);
    const { value } = await linkParam(email, 'confirm');
    await t.db
      .update(newsletterSubscriptions)
      // A minute past the 7 days: exactly 7 days raced the app's own clock (milliseconds
      // against the database's microseconds) and could still count as valid.
      .set({ createdAt: sql`now() - interval '7 days 1 minute'` })
      .where(eq(newsletterSubscriptions.email, email));
    const res = await t.send('POST', '/api/newsletter_confirm', { key1: value });
    expect(res.body).toEqual(LINK_INVALID);
    expect((await subscriptionOf(email))!.status).toBe('P');
  });
});

describe('POST newsletter_unsubscribe', () => {
  it('refuses a forged key or one made for another address', async () => {
    const email = reader();
    await subscribed(email);
    for (const key1 of ['forged', unsubscribeKey(reader()), `${unsubscribeKey(email)}x`]) {
      const res = await t.send('POST', '/api/newsletter_unsubscribe', { email, key1 });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(LINK_INVALID);
    }
    expect((await subscriptionOf(email))!.status).toBe('C');
  });

  it('unsubscribes with the key from the mail, idempotently', async () => {
    const email = reader();
    await subscribed(email);
    const { value: key1 } = await linkParam(email, 'unsubscribe');
    const res = await t.send('POST', '/api/newsletter_unsubscribe', {
      email: email.toUpperCase(),
      key1,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ unsubscribed: true });
    const row = await subscriptionOf(email);
    expect(row!.status).toBe('U');
    expect(row!.unsubscribedAt).toBeInstanceOf(Date);

    const again = await t.send('POST', '/api/newsletter_unsubscribe', { email, key1 });
    expect(again.body).toEqual({ unsubscribed: true });
    expect((await subscriptionOf(email))!.unsubscribedAt).toEqual(row!.unsubscribedAt);
  });

  it('is fine for an address that never subscribed', async () => {
    const email = reader();
    const res = await t.send('POST', '/api/newsletter_unsubscribe', {
      email,
      key1: unsubscribeKey(email),
    });
    expect(res.body).toEqual({ unsubscribed: true });
    expect(await subscriptionOf(email)).toBeUndefined();
  });

  it('kills a pending confirmation link, and a new sign-up mails again', async () => {
    const email = reader();
    await signUp(email);
    const { value } = await linkParam(email, 'confirm');
    await t.send('POST', '/api/newsletter_unsubscribe', { email, key1: unsubscribeKey(email) });
    expect((await t.send('POST', '/api/newsletter_confirm', { key1: value })).body).toEqual(
      LINK_INVALID,
    );
    await signUp(email);
    expect(await listOutbox({ to: email })).toHaveLength(2);
    expect(await subscriptionOf(email)).toMatchObject({ status: 'P', attempts: 1 });
  });
});

describe("the customer's subscribe flag", () => {
  it('follows confirmation and unsubscription', async () => {
    const customer = await signedInAs(t.db, 'C');
    const flag = async () =>
      (await t.db.select().from(customers).where(eq(customers.id, customer.id)))[0]!.subscribe;
    expect(await flag()).toBe(false);
    await subscribed(customer.email);
    expect(await flag()).toBe(true);
    await t.send('POST', '/api/newsletter_unsubscribe', {
      email: customer.email,
      key1: unsubscribeKey(customer.email),
    });
    expect(await flag()).toBe(false);
  });
});

describe('unsubscribeLink', () => {
  it('points at the newsletter page with the key and the lower-cased address', () => {
    const url = new URL(unsubscribeLink('Bea@Example.com', 'en'));
    expect(url.pathname).toBe('/newsletter');
    expect(url.searchParams.get('email')).toBe('bea@example.com');
    expect(url.searchParams.get('unsubscribe')).toBe(unsubscribeKey('bea@example.com'));
    expect(unsubscribeKey('Bea@Example.com')).toBe(unsubscribeKey('bea@example.com'));
    expect(unsubscribeKey('bea@example.com')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
