import * as z from 'zod';
import {
  adminProductIdsSchema,
  catalogueProductSchema,
} from '../../../core/catalogue/product-schema';

/*
 * A product in the admin shape, as every admin product write answers it (find-admin-product.ts):
 * the catalogue's product (core/catalogue/product-schema.ts, spec section 3) with the supplier
 * price and the ids behind its names always there, not only in admin mode.
 */

export const adminProductSchema = catalogueProductSchema.extend({
  sell: catalogueProductSchema.shape.sell.extend({
    supplierPrice: z.number().int().describe('The supplier’s price, in cents'),
  }),
  admin: adminProductIdsSchema,
});

export type AdminProduct = z.output<typeof adminProductSchema>;

/** `{ product }`: what every admin product write answers. */
export const adminProductAnswerSchema = z.object({
  product: adminProductSchema.describe('The product with its admin fields'),
});
