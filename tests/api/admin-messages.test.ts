import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../src/server/db/schema';
import { listOutbox } from '../../src/server/mail/outbox';
import { solvedCaptcha } from '../support/captcha';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';

process.env.ALTCHA_COST = '10';
process.env.ALTCHA_MAX_COUNTER = '30';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAs>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAs(t.db, 'A');
});
afterAll(() => t.drop());
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** The seeded site's contact address (company.contact.emailContact). */
const SITE_CONTACT = 'info@example.com';

interface AdminMessage {
  _id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  lng: string;
  status: string;
  createdAt: string;
  repliedAt: string | null;
  reply: string;
  repliedBy: string | null;
}

const sender = () => `writer-${randomBytes(4).toString('hex')}@test.example`;

async function insertMessage(
  p: { status?: 'N' | 'R' | 'A'; createdAt?: Date; lng?: 'en' | 'it' } = {},
) {
  const [row] = await t.db
    .insert(messages)
    .values({
      name: 'Anna Rossi',
      email: sender(),
      subject: 'Red tote',
      message: 'Is the red tote\ncoming back in stock?',
      lng: p.lng ?? 'en',
      status: p.status ?? 'N',
      ...(p.createdAt ? { createdAt: p.createdAt } : {}),
    })
    .returning();
  return row!;
}

const list = async (query = '') => {
  const res = await t.get(`/api/admin_messages${query}`, admin.headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { messages: AdminMessage[]; total: number; page: number; rows: number };
};

const act = (_id: string, action: string) =>
  t.send('POST', '/api/admin_messages', { _id, action }, admin.headers);

const reply = (_id: string, text: unknown) =>
  t.send('POST', '/api/admin_message_reply', { _id, reply: text }, admin.headers);

const stored = async (id: string) =>
  (await t.db.select().from(messages).where(eq(messages.id, id)))[0]!;

describe('GET admin_messages', () => {
  it('shows a message sent through the contact form, newest first, in the inbox', async () => {
    const email = sender();
    const sent = await t.send('POST', '/api/contactus', {
      name: 'Marco Bianchi',
      email,
      subject: 'Consegna',
      message: 'Quando arriva?',
      lng: 'ita',
      captcha: await solvedCaptcha(t),
    });
    expect(sent.status).toBe(201);
    const body = await list();
    expect(body.messages[0]).toMatchObject({
      name: 'Marco Bianchi',
      email,
      subject: 'Consegna',
      message: 'Quando arriva?',
      lng: 'ita',
      status: 'N',
      repliedAt: null,
      reply: '',
      repliedBy: null,
    });
    const times = body.messages.map((m) => m.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('lists new and read messages by default, one status when asked, and pages', async () => {
    const base = Date.now() + 3_600_000;
    const archived = await insertMessage({ status: 'A', createdAt: new Date(base + 3000) });
    const read = await insertMessage({ status: 'R', createdAt: new Date(base + 2000) });
    const fresh = await insertMessage({ status: 'N', createdAt: new Date(base + 1000) });

    const [inbox] = await t.db
      .select({ n: count() })
      .from(messages)
      .where(inArray(messages.status, ['N', 'R']));
    const first = await list('?rows=2');
    expect(first.total).toBe(inbox!.n);
    expect(first.rows).toBe(2);
    expect(first.messages.map((m) => m._id)).toEqual([read.id, fresh.id]);
    expect((await list('?rows=2&page=2')).messages.map((m) => m._id)).not.toContain(archived.id);

    const onlyArchived = await list('?status=A');
    expect(onlyArchived.messages[0]!._id).toBe(archived.id);
    expect(onlyArchived.messages.every((m) => m.status === 'A')).toBe(true);
    expect((await list('?status=N')).messages.every((m) => m.status === 'N')).toBe(true);
    expect((await t.get('/api/admin_messages?status=Z', admin.headers)).status).toBe(400);
  });
});

describe('POST admin_messages', () => {
  it('reads, archives and unarchives', async () => {
    const row = await insertMessage();
    const read = await act(row.id, 'read');
    expect(read.status).toBe(200);
    expect(read.body.message).toMatchObject({ _id: row.id, status: 'R' });
    expect((await act(row.id, 'archive')).body.message).toMatchObject({ status: 'A' });
    expect((await stored(row.id)).status).toBe('A');
    // Reading an archived message leaves it in the archive.
    expect((await act(row.id, 'read')).body.message).toMatchObject({ status: 'A' });
    expect((await act(row.id, 'unarchive')).body.message).toMatchObject({ status: 'R' });
    expect((await stored(row.id)).status).toBe('R');
  });

  it('refuses an unknown action and answers 404 for an unknown message', async () => {
    const row = await insertMessage();
    expect((await act(row.id, 'delete')).status).toBe(400);
    expect((await act('00000000-0000-4000-8000-000000000000', 'read')).status).toBe(404);
    expect((await stored(row.id)).status).toBe('N');
  });
});

describe('POST admin_message_reply', () => {
  it('mails the sender in their language, quoting them, Reply-To the shop, then stores it', async () => {
    const row = await insertMessage({ lng: 'it' });
    const text = 'Sì, torna la settimana prossima.';
    const res = await reply(row.id, `  ${text}  `);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const message = res.body.message as AdminMessage;
    expect(message).toMatchObject({ _id: row.id, status: 'R', reply: text, repliedBy: admin.id });
    expect(Date.parse(message.repliedAt!)).toBeGreaterThan(Date.now() - 60_000);

    const mails = await listOutbox({ to: row.email });
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.replyTo).toBe(SITE_CONTACT);
    expect(mail.subject).toBe('Re: Red tote');
    expect(mail.text).toContain('Gentile Anna Rossi,');
    expect(mail.text).toContain(text);
    expect(mail.text).toContain('ci hai scritto:');
    expect(mail.text).toContain('> Is the red tote\n> coming back in stock?');

    const after = await stored(row.id);
    expect(after).toMatchObject({ reply: text, repliedBy: admin.id, status: 'R' });
  });

  it('writes in English to an English sender', async () => {
    const row = await insertMessage({ lng: 'en', status: 'A' });
    expect((await reply(row.id, 'It is back next week.')).status).toBe(200);
    const [mail] = await listOutbox({ to: row.email });
    expect(mail!.text).toContain('Dear Anna Rossi,');
    expect(mail!.text).toContain('you wrote:');
    expect((await stored(row.id)).status).toBe('R');
  });

  it('stores nothing and answers 503 MAIL_UNAVAILABLE when the mail cannot be sent', async () => {
    // An SMTP server that is not there: a port that was free a moment ago.
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = server.address() as AddressInfo;
        server.close(() => resolve(free));
      });
    });
    vi.stubEnv('SMTP_HOST', '127.0.0.1');
    vi.stubEnv('SMTP_PORT', String(port));
    vi.stubEnv('SMTP_SECURE', 'false');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const row = await insertMessage();
    const res = await reply(row.id, 'Hello');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({
      code: 'MAIL_UNAVAILABLE',
      message: 'The mail could not be sent: please try again later',
    });
    expect(await stored(row.id)).toMatchObject({
      status: 'N',
      reply: '',
      repliedAt: null,
      repliedBy: null,
    });
  });

  it('refuses an empty or too long reply and an unknown message', async () => {
    const row = await insertMessage();
    expect((await reply(row.id, '   ')).status).toBe(400);
    expect((await reply(row.id, 'a'.repeat(5001))).status).toBe(400);
    expect((await reply(row.id, 7)).status).toBe(400);
    expect((await reply('00000000-0000-4000-8000-000000000000', 'Hi')).status).toBe(404);
    expect(await listOutbox({ to: row.email })).toEqual([]);
    expect((await stored(row.id)).reply).toBe('');
  });
});
