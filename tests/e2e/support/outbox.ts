import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { eventually } from './pages';

/** One mail the site under test "sent": a JSON file in `<DATA_DIR>/outbox`. */
export interface SentMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

const outbox = () => path.join(inject('dataDir'), 'outbox');

/** The mails to one address, newest first. */
export async function mailsTo(email: string): Promise<SentMail[]> {
  let names: string[];
  try {
    names = await readdir(outbox());
  } catch {
    return [];
  }
  const wanted = email.toLowerCase();
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .sort()
      .reverse()
      .map(
        async (name) => JSON.parse(await readFile(path.join(outbox(), name), 'utf8')) as SentMail,
      ),
  );
  return mails.filter((mail) => mail.to.toLowerCase().includes(wanted));
}

/**
 * The site path (with its query) of the newest link to `pathname` mailed to `email`, waiting
 * for the mail to arrive. The mail's absolute address names the configured site URL, not the
 * test server, so only its path is kept.
 */
export async function mailedLink(email: string, pathname: string): Promise<string> {
  let found = '';
  await eventually(async () => {
    for (const mail of await mailsTo(email)) {
      const link = mail.links.map((href) => new URL(href)).find((url) => url.pathname === pathname);
      if (link) {
        found = `${link.pathname}${link.search}`;
        return true;
      }
    }
    return false;
  }).toBe(true);
  return found;
}
