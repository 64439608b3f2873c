import type { Db } from '../db/client';
import { deliverQueuedMails } from './deliver-queued';
import { enqueueMail } from './mail-queue';
import type { OutgoingMail } from './outgoing-mail';

/**
 * Queues one mail and sends it at once, for callers with no transaction to share: a mail
 * server that is down delays the mail (the queue retries it) instead of losing it.
 */
export async function queueMail(db: Db, mail: OutgoingMail): Promise<void> {
  const id = await enqueueMail(db, mail);
  await deliverQueuedMails(db, [id]);
}
