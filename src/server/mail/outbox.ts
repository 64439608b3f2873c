import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { dataDir } from '../config/paths';
import { findLinks } from './find-links';
import { addressOf } from './mail-settings';
import type { OutgoingMail } from './outgoing-mail';

/** A mail kept in the local outbox instead of being sent (development and tests). */
export interface OutboxMail extends OutgoingMail {
  id: string;
  from: string;
  sentAt: string;
  links: string[];
}

/** `<DATA_DIR>/outbox`: one JSON file per mail. */
export function outboxDir(): string {
  return path.join(dataDir(), 'outbox');
}

let sequence = 0;

/**
 * File names sort by time: ISO time (fixed width), then a counter that orders two mails of
 * the same millisecond from one process, then a random part that keeps processes apart.
 */
function newId(now: Date): string {
  sequence = (sequence + 1) % 10_000;
  const time = now.toISOString().replace(/[:.]/g, '-');
  return `${time}-${String(sequence).padStart(4, '0')}-${randomBytes(4).toString('hex')}`;
}

/**
 * Writes the mail as one file. Written to a temporary name and renamed, so a reader (the
 * outbox script, a test in another process) never sees half a file. Mode 600: the mails hold
 * activation and reset links.
 */
export async function saveToOutbox(mail: OutgoingMail, from: string): Promise<OutboxMail> {
  const now = new Date();
  const id = newId(now);
  const entry: OutboxMail = {
    id,
    from,
    sentAt: now.toISOString(),
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    links: findLinks(mail.text),
  };
  const dir = outboxDir();
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, `${id}.json`);
  const temp = `${file}.tmp`;
  await writeFile(temp, `${JSON.stringify(entry, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  await rename(temp, file);
  return entry;
}

function isStoredMail(value: unknown): value is Omit<OutboxMail, 'id' | 'links'> {
  if (typeof value !== 'object' || value === null) return false;
  const mail = value as Record<string, unknown>;
  return ['to', 'from', 'sentAt', 'subject', 'text', 'html'].every(
    (key) => typeof mail[key] === 'string',
  );
}

/** One outbox file, or null when it vanished meanwhile or is not one of ours. */
async function readOutboxFile(dir: string, name: string): Promise<OutboxMail | null> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path.join(dir, name), 'utf8'));
  } catch {
    return null;
  }
  if (!isStoredMail(parsed)) return null;
  const { to, from, sentAt, subject, text, html, replyTo } = parsed;
  return {
    id: name.slice(0, -'.json'.length),
    from,
    sentAt,
    to,
    ...(typeof replyTo === 'string' ? { replyTo } : {}),
    subject,
    text,
    html,
    links: findLinks(text),
  };
}

function sameAddress(a: string, b: string): boolean {
  return addressOf(a).toLowerCase() === addressOf(b).toLowerCase();
}

/** The local outbox, newest first; `to` keeps the mails to one address (any letter case). */
export async function listOutbox(filter?: { to?: string }): Promise<OutboxMail[]> {
  const dir = outboxDir();
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const files = names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse();
  const mails = await Promise.all(files.map((name) => readOutboxFile(dir, name)));
  const to = filter?.to;
  return mails.filter(
    (mail): mail is OutboxMail => mail !== null && (!to || sameAddress(mail.to, to)),
  );
}
