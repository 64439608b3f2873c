import { closeDb, getDb } from '../src/server/db/client';
import { flushMailQueue } from '../src/server/mail/deliver-queued';
import { pendingMails } from '../src/server/mail/mail-queue';
import { loadEnvFile } from './load-env';

/**
 * npm run mail:flush — sends the queued mails that are due. `-- --all` also sends the ones
 * still waiting out their back-off: run it once the mail server is fixed.
 */
async function main(): Promise<void> {
  loadEnvFile();
  const db = await getDb();
  const report = await flushMailQueue(db, { includeWaiting: process.argv.includes('--all') });
  const left = (await pendingMails(db)).length;
  console.log(
    `mail queue: ${report.sent} sent, ${report.waiting} to try again, ${report.failed} given up; ${left} pending`,
  );
  await closeDb();
  process.exit(report.failed > 0 ? 1 : 0);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
