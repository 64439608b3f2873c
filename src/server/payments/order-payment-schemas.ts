import * as z from 'zod';

/** `order` and `key` of a /pay link. Anything missing or malformed reads as '' (a dead link). */
export const paymentLinkFields = z.object({
  order: z.string().max(100).catch(''),
  key: z.string().max(200).catch(''),
});
export type PaymentLinkFields = z.output<typeof paymentLinkFields>;
