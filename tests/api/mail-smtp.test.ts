import { randomUUID } from 'node:crypto';
import type { SMTPServerOptions } from 'smtp-server';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteLink } from '../../src/server/mail/links';
import { listOutbox } from '../../src/server/mail/outbox';
import { sendMail } from '../../src/server/mail/send-mail';
import { activationMail } from '../../src/server/mail/templates';
import { startSmtp as startTestSmtp, type TestSmtp } from '../support/smtp';

const servers: TestSmtp[] = [];

/** A test SMTP server that the file's hooks close again. */
async function startSmtp(options: SMTPServerOptions = {}): Promise<TestSmtp> {
  const smtp = await startTestSmtp(options);
  servers.push(smtp);
  return smtp;
}

/** Bytes written as latin1 text back to the UTF-8 text they encode. */
const utf8 = (bytes: string) => Buffer.from(bytes, 'latin1').toString('utf8');

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=) back to text. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_word, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : utf8(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
          ),
    );
}

/** A header's value as it travelled (unfolded, still encoded). */
function rawHeader(raw: string, name: string): string {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const line = head.split('\r\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim() ?? '';
}

const header = (raw: string, name: string) => decodeHeader(rawHeader(raw, name));

/** The body with quoted-printable undone (soft line breaks, =XX bytes). */
function body(raw: string): string {
  const qp = raw.slice(raw.indexOf('\r\n\r\n') + 4);
  return utf8(
    qp
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
}

const ENV = [
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_SECURE',
  'SMTP_REQUIRE_TLS',
  'SMTP_USER',
  'SMTP_PASS',
  'MAIL_FROM',
  'CONTEXT',
];
// vi.stubEnv keeps the real values and unstubAllEnvs puts them back after each test.
beforeEach(() => {
  for (const name of ENV) vi.stubEnv(name, undefined);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
afterAll(async () => {
  await Promise.all(servers.map((smtp) => smtp.close()));
});

function useSmtp(smtp: TestSmtp): void {
  vi.stubEnv('SMTP_HOST', '127.0.0.1');
  vi.stubEnv('SMTP_PORT', String(smtp.port));
  vi.stubEnv('SMTP_SECURE', 'false');
  // The test server offers no STARTTLS: a local server, where TLS is turned off on purpose.
  vi.stubEnv('SMTP_REQUIRE_TLS', 'false');
  vi.stubEnv('MAIL_FROM', '"Borse Test" <shop@test.example>');
}

/** A recipient no other test file uses: the run's outbox is shared. */
const someone = () => `mail-${randomUUID()}@test.example`;

function italianActivation(to: string) {
  const link = siteLink('it', '/activate', { key1: `tok-${randomUUID()}` });
  const refuseLink = siteLink('it', '/not_me', { key1: `tok-${randomUUID()}` });
  const content = activationMail({ lng: 'it', name: 'Anna', link, refuseLink, expiresInDays: 3 });
  return { link, refuseLink, mail: { to, ...content, subject: `Novità: ${content.subject}` } };
}

describe('sendMail over SMTP', () => {
  it('delivers to the recipient, from MAIL_FROM, with the subject and the link', async () => {
    const smtp = await startSmtp();
    useSmtp(smtp);
    const to = someone();
    const { link, mail } = italianActivation(to);

    await sendMail({ ...mail, replyTo: 'help@test.example' });

    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message!.rcptTo).toEqual([to]);
    expect(message!.mailFrom).toBe('shop@test.example');
    expect(header(message!.raw, 'From')).toBe('Borse Test <shop@test.example>');
    expect(header(message!.raw, 'To')).toBe(to);
    expect(header(message!.raw, 'Reply-To')).toBe('help@test.example');
    // Non-ASCII subjects travel RFC 2047-encoded; decoded, it is the subject we sent.
    expect(rawHeader(message!.raw, 'Subject')).toMatch(/^=\?UTF-8\?[QB]\?/i);
    expect(header(message!.raw, 'Subject')).toBe('Novità: Attiva il tuo account');
    const text = body(message!.raw);
    expect(text).toContain('Gentile Anna,');
    expect(text).toContain('scade tra 3 giorni');
    expect(text).toContain(link);
    expect(text).toContain(`href="${link}"`);
    // Sent for real, so not kept locally.
    expect(await listOutbox({ to })).toEqual([]);
  });

  it('rejects when the server refuses the recipient, so the caller can tell the user', async () => {
    const smtp = await startSmtp({
      onRcptTo(_address, _session, callback) {
        const refused = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        callback(refused);
      },
    });
    useSmtp(smtp);
    const to = someone();
    await expect(sendMail(italianActivation(to).mail)).rejects.toThrow(/Mailbox unavailable/);
    expect(smtp.received).toEqual([]);
    expect(await listOutbox({ to })).toEqual([]);
  });

  it('refuses to send in the clear to a server without STARTTLS unless told to', async () => {
    const smtp = await startSmtp();
    useSmtp(smtp);
    vi.stubEnv('SMTP_REQUIRE_TLS', undefined);
    const to = someone();
    await expect(sendMail(italianActivation(to).mail)).rejects.toThrow(/STARTTLS/);
    expect(smtp.received).toEqual([]);
    expect(await listOutbox({ to })).toEqual([]);
  });

  it('rejects when no server answers on the port', async () => {
    const smtp = await startSmtp();
    await smtp.close();
    useSmtp(smtp);
    await expect(sendMail(italianActivation(someone()).mail)).rejects.toThrow();
  });
});

describe('sendMail without SMTP_HOST', () => {
  it('keeps the mail in the local outbox, with its link, and says so on the console', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const to = someone();
    const { link, refuseLink, mail } = italianActivation(to);

    await sendMail(mail);

    const [kept, ...others] = await listOutbox({ to });
    expect(others).toEqual([]);
    expect(kept).toMatchObject({
      to,
      from: '"Shop" <no-reply@localhost>',
      subject: 'Novità: Attiva il tuo account',
      text: mail.text,
      html: mail.html,
      links: [link, refuseLink],
    });
    expect(Date.parse(kept!.sentAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(log).toHaveBeenCalledWith(`[mail] outbox: ${to} — Novità: Attiva il tuo account`);
  });

  it('refuses a mail without a recipient', async () => {
    await expect(sendMail({ ...italianActivation('').mail, to: ' ' })).rejects.toThrow(/recipient/);
  });

  it('refuses in production rather than losing the mail', async () => {
    vi.stubEnv('CONTEXT', 'production');
    const to = someone();
    await expect(sendMail(italianActivation(to).mail)).rejects.toThrow(/SMTP_HOST/);
    expect(await listOutbox({ to })).toEqual([]);
  });
});
