import * as z from 'zod';
import { ERROR_MESSAGES } from '../../core/errors';
import { addressSchema } from '../../core/validation/address';
import { returnItemSchema } from '../../core/validation/return-item';
import { reviewSchema } from '../../core/validation/review';

/* Bodies of the customer's own-data calls (docs/api-accounts.md, "Profile and account data"). */

const rowId = z.string({ error: 'Choose an entry' }).trim().min(1, 'Choose an entry').max(64);
const sku = z
  .string({ error: 'Enter a product code' })
  .trim()
  .min(1, 'Enter a product code')
  .max(64);

export const addressBody = z.object({
  address: addressSchema
    .omit({ addrId: true })
    .extend({ _id: rowId.optional(), isDefault: z.boolean().optional() }),
});
export const addressIdBody = z.object({ address: z.object({ _id: rowId }) });
export const skuBody = z.object({ sku });
export const reviewBody = z.object({ review: reviewSchema });
export const returnBody = z.object({ item: returnItemSchema });

/** delete_account: the password typed again (data-rights-routes.ts). */
export const deleteAccountBody = z.object({
  password: z
    .string({ error: ERROR_MESSAGES.ENTER_PASSWORD })
    .min(1, ERROR_MESSAGES.ENTER_PASSWORD),
});
