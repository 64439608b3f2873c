import type { adminMessages } from '../../../server/admin/messages/admin-message-routes';
import type { AnswerOf } from '../../../server/http/route/define-route';
import type { CallPath } from '../../../state/api-client';
import { statusPageQuery } from '../admin-paging';

/**
 * A contact-form message as GET /api/admin_messages answers it (its declaration,
 * docs/api-admin.md); `status` is N new, R read (or answered), A archived.
 */
export type AdminMessage = AnswerOf<typeof adminMessages>['messages'][number];

/** The inbox holds new and read messages (the API's "no status"); the archive the rest. */
export type MessageFolder = 'inbox' | 'archived';

export const MESSAGE_ROWS = 20;

/** Spec: a reply is 1–5,000 characters. */
export const REPLY_MAX = 5000;

export function messagesPath(
  folder: MessageFolder,
  page: number,
  rows = MESSAGE_ROWS,
): CallPath<typeof adminMessages> {
  return `admin_messages?${statusPageQuery(folder === 'archived' ? 'A' : '', page, rows)}`;
}

export const isNewMessage = (message: Pick<AdminMessage, 'status'>): boolean =>
  message.status === 'N';

/** What is wrong with a reply before it is sent, as a translation key ('' when it can go). */
export function replyProblem(reply: string): '' | 'replyRequired' | 'replyTooLong' {
  if (reply.trim() === '') return 'replyRequired';
  if (reply.length > REPLY_MAX) return 'replyTooLong';
  return '';
}
