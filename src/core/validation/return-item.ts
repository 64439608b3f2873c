import * as z from 'zod';
import { requiredText } from './fields';

/** Spec 5: "A return needs a reason and that the returns policy was read." */
export const RETURN_MESSAGES = {
  reason: 'Enter the reason for the return',
  policyRead: 'Confirm that you have read the returns policy',
  quantity: 'Enter how many to return',
  item: 'Choose the item to return',
} as const;

export const RETURN_REASON_MAX = 1000;

/**
 * PUT return_item: `{ item: { orderId, itemId, quantity?, reason, policyRead } }`. Ids are
 * plain text here: an id that names nothing of the caller's is a 404, never a hint.
 */
export const returnItemSchema = z.object({
  orderId: requiredText(RETURN_MESSAGES.item, 64),
  itemId: requiredText(RETURN_MESSAGES.item, 64),
  /** Without it the whole line is returned; the upper bound is the ordered quantity. */
  quantity: z
    .number({ error: RETURN_MESSAGES.quantity })
    .int(RETURN_MESSAGES.quantity)
    .min(1, RETURN_MESSAGES.quantity)
    .max(100_000, RETURN_MESSAGES.quantity)
    .optional(),
  reason: requiredText(RETURN_MESSAGES.reason, RETURN_REASON_MAX),
  policyRead: z.literal(true, { error: RETURN_MESSAGES.policyRead }),
});

export type ReturnItemInput = z.input<typeof returnItemSchema>;
export type ReturnItem = z.output<typeof returnItemSchema>;
