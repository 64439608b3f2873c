import * as z from 'zod';

/*
 * A product in the admin shape, as every admin product write answers it (find-admin-product.ts):
 * the catalogue's product (core/catalogue/product.ts, spec section 3) with the supplier price
 * and the ids behind its names. The catalogue's part is written here for now: it is the public
 * reads' entity, to be shared once it has a schema of its own.
 */

const cents = (what: string) => z.number().int().describe(`${what}, in cents`);

const languageText = z.object({
  name: z.string(),
  description: z.string(),
  priceDescr: z.string(),
  packDescr: z.string(),
  brand: z.string(),
  category: z.string(),
  subCategory: z.string().describe('Its sub-categories’ names, semicolon-separated'),
  colors: z.array(z.string()),
  styles: z.array(z.string()),
  pageTitle: z.string(),
  seoTitle: z.string(),
  metaDescr: z.string(),
});

const pack = z.object({
  descr: z.string(),
  itaDescr: z.string(),
  price: cents('The pack’s price'),
  quantity: z.number().int().describe('How many units the pack holds'),
});

const catalogueProduct = z.object({
  _id: z.string(),
  sku: z.string(),
  url: z.string().describe('Its route name'),
  status: z.enum(['A', 'Z']).describe('A active, Z deleted'),
  image: z.object({
    image1: z.string().describe('The first picture’s address; empty when there is none'),
    images: z.array(z.string()).describe('Its pictures’ addresses, in order'),
    published: z.number().int().describe('How many pictures it has'),
  }),
  sell: z.object({
    sellBy: z.enum(['u', 'w']).describe('u by the unit, w by weight'),
    retailPrice: cents('The list price'),
    salePrice: z.number().int().describe('The sale discount, in whole percent'),
    price: cents('The unit price after the discount'),
    packs: z.array(pack),
    minPurchase: z.number().int(),
    freeDelivery: z.boolean(),
    inStock: z.number().int(),
    minStock: z.number().int(),
    criticalStock: z.number().int(),
  }),
  list: z.object({
    featured: z.boolean(),
    special: z.boolean().describe('On offer: flagged special, or on sale'),
  }),
  productWeight: z.number().int().describe('In grams; weightUnit is how it is shown'),
  weightUnit: z.enum(['g', 'kg']),
  brand: z.string(),
  category: z.string(),
  subCategory: z.string().describe('Its sub-categories’ names, semicolon-separated'),
  colors: z.array(z.string()),
  styles: z.array(z.string()),
  sizes: z.array(z.string()),
  lng: z.object({ eng: languageText, ita: languageText }),
});

const adminIds = z
  .object({
    brandId: z.number().int(),
    categoryId: z.number().int(),
    subCategoryIds: z.array(z.number().int()),
    colorIds: z.array(z.number().int()),
    styleIds: z.array(z.number().int()),
    supplierId: z.number().int().nullable(),
    taxRateId: z.number().int().nullable().describe('null: the delivery country’s rate applies'),
    imageKeys: z.array(z.string()).describe('Image-store keys, in order'),
    special: z.boolean().describe('The editorial flag as stored'),
    updatedAt: z.iso.datetime().describe('ISO 8601'),
  })
  .describe('The ids behind its names, for the admin form');

export const adminProductSchema = catalogueProduct.extend({
  sell: catalogueProduct.shape.sell.extend({ supplierPrice: cents('The supplier’s price') }),
  admin: adminIds,
});

export type AdminProduct = z.output<typeof adminProductSchema>;

/** `{ product }`: what every admin product write answers. */
export const adminProductAnswerSchema = z.object({
  product: adminProductSchema.describe('The product with its admin fields'),
});
