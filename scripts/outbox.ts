import { parseArgs } from 'node:util';
import { smtpSettings } from '../src/server/mail/mail-settings';
import { listOutbox, outboxDir } from '../src/server/mail/outbox';
import { loadEnvFile } from './load-env';

const USAGE = 'Usage: npm run outbox [-- --to someone@example.com] [--last N]';

/**
 * npm run outbox — the mails the shop "sent" locally (no SMTP_HOST), newest first, with their
 * links on their own lines so activation and reset links can be opened from the terminal.
 */
async function main(): Promise<void> {
  loadEnvFile();
  const { values } = parseArgs({
    options: {
      to: { type: 'string' },
      last: { type: 'string', default: '10' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const last = Number(values.last);
  if (!Number.isSafeInteger(last) || last <= 0) {
    throw new Error(`--last must be a positive whole number, not "${values.last}"\n${USAGE}`);
  }

  const smtp = smtpSettings();
  if (smtp) {
    console.log(
      `SMTP is configured (SMTP_HOST=${smtp.host}): mail goes to that server, not to the local outbox.`,
    );
  }
  const mails = await listOutbox(values.to ? { to: values.to } : undefined);
  const dir = outboxDir();
  if (mails.length === 0) {
    console.log(`The outbox (${dir}) is empty${values.to ? ` for ${values.to}` : ''}.`);
    return;
  }
  const shown = mails.slice(0, last);
  console.log(`Outbox ${dir}: ${shown.length} of ${mails.length}, newest first.\n`);
  for (const mail of shown) {
    // sv-SE formats as 2025-01-31 14:05:09, in the machine's time zone.
    console.log(`${new Date(mail.sentAt).toLocaleString('sv-SE')}  to ${mail.to}`);
    console.log(`  ${mail.subject}`);
    for (const link of mail.links) console.log(`  ${link}`);
    console.log('');
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
