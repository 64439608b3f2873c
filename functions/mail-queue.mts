import type { Config } from '@netlify/functions';
import { assertDeploySettings } from '../src/server/api/deploy-settings';
import { getDb } from '../src/server/db/client';
import { flushMailQueue } from '../src/server/mail/deliver-queued';

/**
 * Every five minutes: sends the queued mails that are due (mails whose first send failed,
 * e.g. while the mail server was down). Each run is bounded (see flushMailQueue), so a long
 * queue drains over several runs inside a scheduled function's time limit.
 */
export default async function flushQueuedMails(): Promise<Response> {
  assertDeploySettings();
  const report = await flushMailQueue(await getDb());
  console.log(
    `mail queue: ${report.sent} sent, ${report.waiting} to try again, ${report.failed} given up`,
  );
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: '*/5 * * * *' };
