import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listOutbox, outboxDir, saveToOutbox } from './outbox';

const FROM = '"Shop" <no-reply@localhost>';
const mail = (to: string, subject: string, text = 'No links.') => ({
  to,
  subject,
  text,
  html: `<p>${text}</p>`,
});

// A private outbox per test: the run's DATA_DIR is shared by test files running in parallel.
let savedDataDir: string | undefined;
let dir: string;
beforeEach(async () => {
  savedDataDir = process.env.DATA_DIR;
  dir = await mkdtemp(path.join(os.tmpdir(), 'outbox-test-'));
  process.env.DATA_DIR = dir;
});
afterEach(async () => {
  process.env.DATA_DIR = savedDataDir;
  await rm(dir, { recursive: true, force: true });
});

describe('local outbox', () => {
  it('is empty before the first mail', async () => {
    expect(await listOutbox()).toEqual([]);
  });

  it('keeps one private JSON file per mail and no temporary file', async () => {
    const saved = await saveToOutbox(
      {
        ...mail('a@example.com', 'Hi', 'Open http://localhost:8888/activate?key1=abc'),
        replyTo: 'r@example.com',
      },
      FROM,
    );
    const files = await readdir(outboxDir());
    expect(files).toEqual([`${saved.id}.json`]);
    expect((await stat(path.join(outboxDir(), files[0]!))).mode & 0o777).toBe(0o600);
    expect(await listOutbox()).toEqual([
      {
        id: saved.id,
        from: FROM,
        sentAt: saved.sentAt,
        to: 'a@example.com',
        replyTo: 'r@example.com',
        subject: 'Hi',
        text: 'Open http://localhost:8888/activate?key1=abc',
        html: '<p>Open http://localhost:8888/activate?key1=abc</p>',
        links: ['http://localhost:8888/activate?key1=abc'],
      },
    ]);
  });

  it('lists newest first, also for mails of the same millisecond', async () => {
    for (const subject of ['first', 'second', 'third']) {
      await saveToOutbox(mail('a@example.com', subject), FROM);
    }
    expect((await listOutbox()).map((m) => m.subject)).toEqual(['third', 'second', 'first']);
  });

  it('filters by recipient, ignoring letter case', async () => {
    await saveToOutbox(mail('Anna@Example.com', 'for anna'), FROM);
    await saveToOutbox(mail('bob@example.com', 'for bob'), FROM);
    const forAnna = await listOutbox({ to: 'anna@example.com' });
    expect(forAnna.map((m) => m.subject)).toEqual(['for anna']);
    expect(await listOutbox({ to: 'nobody@example.com' })).toEqual([]);
  });

  it('skips files that are not mails: half-written, foreign or broken', async () => {
    await saveToOutbox(mail('a@example.com', 'real'), FROM);
    await writeFile(path.join(outboxDir(), 'zzz.json.tmp'), '{"to":');
    await writeFile(path.join(outboxDir(), 'zzz-broken.json'), '{"to":');
    await writeFile(path.join(outboxDir(), 'zzz-other.json'), '{"hello":"world"}');
    expect((await listOutbox()).map((m) => m.subject)).toEqual(['real']);
  });
});
