import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages, siteSettings } from '../../src/server/db/schema';
import { listOutbox } from '../../src/server/mail/outbox';
import { solvedCaptcha } from '../support/captcha';
import { createTestApp, type TestApp } from '../support/test-app';

process.env.ALTCHA_COST = '10';
process.env.ALTCHA_MAX_COUNTER = '30';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.drop());
afterEach(() => {
  delete process.env.SMTP_HOST;
  delete process.env.SMTP_PORT;
  delete process.env.SHOP_EMAIL;
});

/** The seeded site's contact address (company.contact.emailContact). */
const SITE_CONTACT = 'info@example.com';

const sender = () => `writer-${randomBytes(4).toString('hex')}@test.example`;

async function form(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Anna Rossi',
    email: sender(),
    subject: 'Red tote',
    message: 'Is the red tote coming back in stock?',
    lng: 'ita',
    captcha: await solvedCaptcha(t),
    ...overrides,
  };
}

const storedFrom = (email: string) => t.db.select().from(messages).where(eq(messages.email, email));

/** The shop's copy of a sender's message: the one whose Reply-To is the sender. */
async function shopMailFrom(email: string, to = SITE_CONTACT) {
  return (await listOutbox({ to })).filter((mail) => mail.replyTo === email);
}

describe('POST contactus', () => {
  it('stores the message, mails the shop with the sender as Reply-To and answers 201', async () => {
    const body = await form();
    const res = await t.send('POST', '/api/contactus', body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ sent: true });

    const [row] = await storedFrom(body.email);
    expect(row).toMatchObject({
      name: 'Anna Rossi',
      subject: 'Red tote',
      message: 'Is the red tote coming back in stock?',
      lng: 'it',
      status: 'N',
    });

    const mails = await shopMailFrom(body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Contact form: Red tote');
    expect(mails[0]!.text).toContain('Is the red tote coming back in stock?');
    expect(mails[0]!.text).toContain(`Anna Rossi <${body.email}>`);
  });

  it('refuses a missing, invalid or forged captcha with NOT_A_ROBOT and stores nothing', async () => {
    const body = await form();
    for (const captcha of [undefined, '', 'junk', Buffer.from('{}').toString('base64')]) {
      const res = await t.send('POST', '/api/contactus', { ...body, captcha });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        code: 'NOT_A_ROBOT',
        message: 'Verify that you are not a robot!',
      });
    }
    expect(await storedFrom(body.email)).toEqual([]);
  });

  it('refuses a captcha used before (replay)', async () => {
    const body = await form();
    expect((await t.send('POST', '/api/contactus', body)).status).toBe(201);
    const again = await t.send('POST', '/api/contactus', { ...body, message: 'Second try' });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('NOT_A_ROBOT');
    expect(await storedFrom(body.email)).toHaveLength(1);
  });

  it('checks the captcha before the fields', async () => {
    const res = await t.send('POST', '/api/contactus', { name: '', email: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('NOT_A_ROBOT');
  });

  it('answers the catalogue message for a bad email, and field messages for the rest', async () => {
    const badEmail = await t.send('POST', '/api/contactus', await form({ email: 'anna@' }));
    expect(badEmail.status).toBe(400);
    expect(badEmail.body).toEqual({
      code: 'ENTER_EMAIL',
      message: 'Enter your email address!',
      fields: [{ field: 'email', message: 'Enter your email address!' }],
    });

    const empty = await t.send('POST', '/api/contactus', await form({ name: ' ', message: '' }));
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('BAD_REQUEST');
    expect(empty.body.fields).toEqual([
      { field: 'name', message: 'Enter your name' },
      { field: 'message', message: 'Enter your message' },
    ]);

    const long = await t.send('POST', '/api/contactus', await form({ message: 'a'.repeat(5001) }));
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual([{ field: 'message', message: 'At most 5000 characters' }]);
  });

  it('takes en/it as well as eng/ita', async () => {
    const body = await form({ lng: 'en' });
    expect((await t.send('POST', '/api/contactus', body)).status).toBe(201);
    expect((await storedFrom(body.email))[0]!.lng).toBe('en');
  });

  it("mails the shop's own address when the site has no contact email", async () => {
    const shop = `shop-${randomBytes(4).toString('hex')}@test.example`;
    process.env.SHOP_EMAIL = shop;
    const setContact = (email: string) =>
      t.db
        .update(siteSettings)
        .set({
          settings: sql`jsonb_set(${siteSettings.settings}, '{company,contact,emailContact}', ${JSON.stringify(email)}::jsonb)`,
        })
        .where(eq(siteSettings.id, 1));
    await setContact('');
    try {
      const body = await form();
      expect((await t.send('POST', '/api/contactus', body)).status).toBe(201);
      expect(await shopMailFrom(body.email, shop)).toHaveLength(1);
    } finally {
      await setContact(SITE_CONTACT);
    }
  });

  it('still answers sent when the mail server is down: the message is stored', async () => {
    // Nothing listens on port 1: the SMTP connection is refused at once.
    process.env.SMTP_HOST = '127.0.0.1';
    process.env.SMTP_PORT = '1';
    const body = await form();
    const res = await t.send('POST', '/api/contactus', body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ sent: true });
    expect(await storedFrom(body.email)).toHaveLength(1);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.send('POST', '/api/contactus', 'not json');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('BAD_REQUEST');
  });
});
