import * as z from 'zod';

/*
 * The admin calls about people and what they wrote: reviews, contact messages and customer
 * accounts (docs/api-admin.md, "Reviews, messages, customers").
 */

export const ADMIN_PAGE_ROWS = { default: 25, max: 100 } as const;

export const REPLY_MAX = 5000;

/** Far beyond any real list; keeps the offset a safe integer. */
const MAX_PAGE = 100_000;

/** `?page=&rows=` as a form leaves them: an empty value counts as not sent. */
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

const queryInt = (max: number, fallback: number, message: string) =>
  z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: message })
      .int(message)
      .min(1, message)
      .max(max, message)
      .default(fallback),
  );

const queryEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankAsMissing, z.enum(values).optional());

/** Pages from 1; 1–100 rows a page (25 unless asked). */
export const adminPagingSchema = z.object({
  page: queryInt(MAX_PAGE, 1, 'The page is a whole number from 1'),
  rows: queryInt(
    ADMIN_PAGE_ROWS.max,
    ADMIN_PAGE_ROWS.default,
    `Rows are a whole number from 1 to ${ADMIN_PAGE_ROWS.max}`,
  ),
});

export type AdminPaging = z.output<typeof adminPagingSchema>;

/** Rows to skip before the asked page. */
export const pageOffset = ({ page, rows }: AdminPaging): number => (page - 1) * rows;

/** A record's uuid, named `_id` in bodies and queries. */
const recordId = z.guid({ error: 'Choose a record' });

export const adminIdQuerySchema = z.object({ _id: recordId });

export const adminReviewsQuerySchema = adminPagingSchema.extend({
  status: queryEnum(['P', 'A', 'H'] as const),
});

export const adminReviewStatusSchema = z.strictObject({
  _id: recordId,
  status: z.enum(['A', 'H'], { error: 'Approve (A) or hide (H) the review' }),
});

export const adminMessagesQuerySchema = adminPagingSchema.extend({
  status: queryEnum(['N', 'R', 'A'] as const),
});

export const MESSAGE_ACTIONS = ['read', 'archive', 'unarchive'] as const;
export type MessageAction = (typeof MESSAGE_ACTIONS)[number];

export const adminMessageActionSchema = z.strictObject({
  _id: recordId,
  action: z.enum(MESSAGE_ACTIONS, { error: 'The action is read, archive or unarchive' }),
});

const replyMessage = `Write a reply of 1 to ${REPLY_MAX} characters`;

export const adminMessageReplySchema = z.strictObject({
  _id: recordId,
  reply: z.string({ error: replyMessage }).trim().min(1, replyMessage).max(REPLY_MAX, replyMessage),
});

export const adminCustomersQuerySchema = adminPagingSchema.extend({
  search: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.string().max(200, 'At most 200 characters').optional(),
  ),
  type: queryEnum(['A', 'C'] as const),
  status: queryEnum(['P', 'A', 'B'] as const),
});

export const adminCustomerUpdateSchema = z
  .strictObject({
    _id: recordId,
    userStatus: z.enum(['A', 'B'], { error: 'The status is A (active) or B (blocked)' }).optional(),
    userType: z
      .enum(['A', 'C'], { error: 'The type is A (administrator) or C (customer)' })
      .optional(),
  })
  .refine((body) => body.userStatus !== undefined || body.userType !== undefined, {
    message: 'Send userStatus or userType',
    path: ['userStatus'],
  });

export type AdminCustomerUpdate = z.output<typeof adminCustomerUpdateSchema>;
