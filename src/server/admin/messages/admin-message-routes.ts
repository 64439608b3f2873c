import { Hono } from 'hono';
import {
  adminMessageActionSchema,
  adminMessageReplySchema,
  adminMessagesQuerySchema,
} from '../../../core/validation/admin-people';
import { caller } from '../../http/caller';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/env';
import { parseBody, parseQuery } from '../../http/validate';
import { applyMessageAction, listAdminMessages } from './admin-messages';
import { replyToMessage } from './reply-message';

/** Contact form messages (docs/api-admin.md, "Reviews, messages, customers"). */
export const adminMessageRoutes = new Hono<AppEnv>();

adminMessageRoutes.get('/admin_messages', requireAdmin, async (c) => {
  const query = parseQuery(c, adminMessagesQuerySchema);
  return c.json(await listAdminMessages(c.get('db'), query));
});

adminMessageRoutes.post('/admin_messages', requireAdmin, async (c) => {
  const { _id, action } = await parseBody(c, adminMessageActionSchema);
  return c.json({ message: await applyMessageAction(c.get('db'), _id, action) });
});

adminMessageRoutes.post('/admin_message_reply', requireAdmin, async (c) => {
  const { _id, reply } = await parseBody(c, adminMessageReplySchema);
  const adminId = caller(c).customerId;
  const message = await replyToMessage(c.get('db'), { id: _id, reply, adminId });
  return c.json({ message });
});
