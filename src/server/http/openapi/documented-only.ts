import * as z from 'zod';
import { contactSchema } from '../../../core/validation/contact';

/*
 * Inputs that their routes read without a zod schema of their own (a raw query value, a
 * provider's signed event, a field checked before the schema runs). These schemas only
 * describe them in the document; the routes do not parse with them. Everything else in the
 * route table is the schema its route validates with.
 */

/**
 * `?key1=` of the activation and reset links (or the Link-Key header, http/link-key.ts); a
 * missing or dead key is 400 LINK_INVALID.
 */
export const linkKeyQuery = z.object({
  key1: z.string().max(200).optional().describe('The link’s key, unless sent as Link-Key'),
});

/** `?start=&end=` of the sales dashboard, read by core/sales/sales-period.ts. */
export const salesPeriodQuery = z.object({
  start: z.iso.date().optional(),
  end: z.iso.date().optional(),
});

/** DELETE addressbook: `?id=` names the entry (else the body's `address._id`). */
export const addressIdQuery = z.object({ id: z.string().max(64).optional() });

/** DELETE wishlist: `?sku=` names the product (else the body's `sku`). */
export const skuQuery = z.object({ sku: z.string().max(64).optional() });

/** The contact form: its fields plus the captcha widget's payload, checked first. */
export const contactBody = contactSchema.extend({
  captcha: z.string().describe('The ALTCHA widget’s payload (base64 JSON)'),
});

/** Stripe's event as Stripe signs it (the `Stripe-Signature` header is checked first). */
export const stripeEventBody = z.looseObject({
  id: z.string(),
  type: z.string(),
  data: z.looseObject({ object: z.looseObject({}) }),
});

/** The PaymentIntent id in the simulator relay's path, passed on as it is. */
export const simulatorIntentId = z.string();
