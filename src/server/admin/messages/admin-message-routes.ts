import {
  adminMessageActionSchema,
  adminMessageReplySchema,
  adminMessagesQuerySchema,
} from '../../../core/validation/admin-people';
import { caller } from '../../http/caller';
import { defineRoute, schemaAnswer } from '../../http/route/define-route';
import { recordSchema } from '../admin-answer-schemas';
import { PEOPLE_CALL, UNKNOWN_ID } from '../admin-call-texts';
import { pagedListRoute } from '../paged-list-routes';
import { adminMessageSchema } from './admin-message-answer';
import { applyMessageAction, listAdminMessages } from './admin-messages';
import { replyToMessage } from './reply-message';

/* Contact form messages (docs/api-admin.md, "Reviews, messages, customers"). */

export const adminMessages = pagedListRoute(
  {
    path: '/admin_messages',
    summary: 'Contact messages (inbox or archive)',
    query: adminMessagesQuerySchema,
    key: 'messages',
    what: 'Messages, newest first',
    item: adminMessageSchema,
  },
  listAdminMessages,
);

export const messageAction = defineRoute(
  {
    method: 'POST',
    path: '/admin_messages',
    purges: [],
    changesPages: false,
    summary: 'Mark a message read, archive it or move it back',
    ...PEOPLE_CALL,
    body: adminMessageActionSchema,
    answer: schemaAnswer(recordSchema('message', 'The message', adminMessageSchema)),
    errors: { 404: UNKNOWN_ID },
  },
  async (c, { body: { _id, action } }) => ({
    message: await applyMessageAction(c.get('db'), _id, action),
  }),
);

export const messageReply = defineRoute(
  {
    method: 'POST',
    path: '/admin_message_reply',
    purges: [],
    changesPages: false,
    summary: 'Reply to a message by mail',
    ...PEOPLE_CALL,
    body: adminMessageReplySchema,
    answer: schemaAnswer(recordSchema('message', 'The message with its reply', adminMessageSchema)),
    errors: {
      404: UNKNOWN_ID,
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
