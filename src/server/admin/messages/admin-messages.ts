import { count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { messageStatusAfter, type MessageStatus } from '../../../core/content/message-status';
import { contentLanguage } from '../../../core/routes/languages';
import {
  pageOffset,
  type AdminPaging,
  type MessageAction,
} from '../../../core/validation/admin-people';
import type { Db } from '../../db/client';
import type { MessageRow } from '../../db/rows';
import { messages } from '../../db/schema';
import { notFound } from '../../../core/domain-error';
import { messageStatusSchema, type AdminMessage } from './admin-message-answer';

/** The status is read through its schema: the column is text, kept to N, R, A by its check. */
export function presentMessage(row: MessageRow): AdminMessage {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    lng: contentLanguage(row.lng),
    status: messageStatusSchema.parse(row.status),
    createdAt: row.createdAt.toISOString(),
    repliedAt: row.repliedAt?.toISOString() ?? null,
    reply: row.reply,
    repliedBy: row.repliedBy,
  };
}

/** No status asked: the inbox, new and read messages (archived ones wait in their own list). */
export async function listAdminMessages(
  db: Db,
  query: AdminPaging & { status?: MessageStatus | undefined },
) {
  const where: SQL = query.status
    ? eq(messages.status, query.status)
    : inArray(messages.status, ['N', 'R']);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(query.rows)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(messages).where(where),
  ]);
  return {
    messages: rows.map(presentMessage),
    total: total?.n ?? 0,
    page: query.page,
    rows: query.rows,
  };
}

export async function findMessage(db: Db, id: string): Promise<MessageRow> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
  if (!row) throw notFound('The message');
  return row;
}

export async function applyMessageAction(
  db: Db,
  id: string,
  action: MessageAction,
): Promise<AdminMessage> {
  const row = await findMessage(db, id);
  const status = messageStatusAfter(action, messageStatusSchema.parse(row.status));
  if (status === row.status) return presentMessage(row);
  const [updated] = await db
    .update(messages)
    .set({ status })
    .where(eq(messages.id, id))
    .returning();
  if (!updated) throw notFound('The message');
  return presentMessage(updated);
}
