import {
  adminMessageActionSchema,
  adminMessageReplySchema,
  adminMessagesQuerySchema,
} from '../../../core/validation/admin-people';
import { caller } from '../../http/caller';
import { declaredRoutes, defineRoute, describedAnswer } from '../../http/route/define-route';
import { pageTexts } from '../page-texts';
import { applyMessageAction, listAdminMessages, type AdminMessage } from './admin-messages';
import { replyToMessage } from './reply-message';

/* Contact form messages (docs/api-admin.md, "Reviews, messages, customers"). */

export const adminMessages = defineRoute(
  {
    method: 'GET',
    path: '/admin_messages',
    summary: 'Contact messages (inbox or archive)',
    tag: 'admin-people',
    access: 'admin',
    query: adminMessagesQuerySchema,
    answer: describedAnswer<Awaited<ReturnType<typeof listAdminMessages>>>(
      pageTexts('messages', 'Messages, newest first'),
    ),
  },
  async (c, { query }) => listAdminMessages(c.get('db'), query),
);

export const messageAction = defineRoute(
  {
    method: 'POST',
    path: '/admin_messages',
    summary: 'Mark a message read, archive it or move it back',
    tag: 'admin-people',
    access: 'admin',
    body: adminMessageActionSchema,
    answer: describedAnswer<{ message: AdminMessage }>({
      description: '{ message }',
      keys: { message: 'The message' },
    }),
    errors: { 404: 'Unknown _id' },
  },
  async (c, { body: { _id, action } }) => ({
    message: await applyMessageAction(c.get('db'), _id, action),
  }),
);

export const messageReply = defineRoute(
  {
    method: 'POST',
    path: '/admin_message_reply',
    summary: 'Reply to a message by mail',
    tag: 'admin-people',
    access: 'admin',
    body: adminMessageReplySchema,
    answer: describedAnswer<{ message: AdminMessage }>({
      description: '{ message }',
      keys: { message: 'The message with its reply' },
    }),
    errors: {
      404: 'Unknown _id',
      503: 'MAIL_UNAVAILABLE: the mail was not sent; nothing is stored',
    },
  },
  async (c, { body: { _id, reply } }) => {
    const adminId = caller(c).customerId;
    const message = await replyToMessage(c.get('db'), { id: _id, reply, adminId });
    return { message };
  },
);

/** In the document's order. */
export const ADMIN_MESSAGE_ROUTES = [adminMessages, messageAction, messageReply] as const;

export const adminMessageRoutes = declaredRoutes(ADMIN_MESSAGE_ROUTES);
