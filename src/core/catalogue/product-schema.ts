import * as z from 'zod';

/*
 * The catalogue product as JSON carries it (spec section 3, Product): the schema every answer
 * holding one declares (GET /products, and the cart, wishlist and admin lists that reuse it), and
 * the source of product.ts's types. Money is integer cents.
 */

const cents = z.number().int();
const count = z.number().int();

export const productStatusSchema = z.enum(['A', 'Z']).describe('A: active; Z: withdrawn');
export const sellBySchema = z.enum(['u', 'w']).describe('u: by the unit; w: by weight');
export const weightUnitSchema = z.enum(['g', 'kg']).describe('How the weight is shown');

export const packSchema = z.object({
  descr: z.string().describe('The pack in English'),
  itaDescr: z.string().describe('The pack in Italian'),
  price: cents.describe('Pack price in cents'),
  quantity: count.describe('How many units the pack holds'),
});

export const productLanguageTextSchema = z.object({
  name: z.string(),
  description: z.string(),
  priceDescr: z.string(),
  packDescr: z.string(),
  brand: z.string(),
  category: z.string(),
  subCategory: z.string().describe('The sub-categories, separated by semicolons'),
  colors: z.array(z.string()),
  styles: z.array(z.string()),
  pageTitle: z.string(),
  seoTitle: z.string(),
  metaDescr: z.string(),
});

export const adminProductIdsSchema = z
  .object({
    brandId: count,
    categoryId: count,
    subCategoryIds: z.array(count),
    colorIds: z.array(count),
    styleIds: z.array(count),
    supplierId: count.nullable(),
    taxRateId: count.nullable().describe('null: the delivery country’s rate applies'),
    imageKeys: z
      .array(z.string())
      .describe('Image-store keys, in order; image.images holds their addresses'),
    special: z.boolean().describe('The editorial flag as stored: list.special also counts a sale'),
    updatedAt: z.iso.datetime().describe('ISO 8601'),
  })
  .describe('What an admin form needs to edit the product: the ids behind the names');

export const catalogueProductSchema = z.object({
  _id: z.string(),
  sku: z.string(),
  url: z.string().describe('Route name of the English product name'),
  status: productStatusSchema,
  image: z.object({
    image1: z.string().describe('The first picture’s address; empty without pictures'),
    images: z.array(z.string()).describe('Every picture’s address, in order'),
    published: count.describe('How many pictures'),
  }),
  sell: z.object({
    sellBy: sellBySchema,
    retailPrice: cents.describe('Cents per unit (per kg when sold by weight)'),
    salePrice: count.describe('The sale discount, a whole percentage of the retail price'),
    price: cents.describe('The unit price after the discount, in cents'),
    packs: z.array(packSchema),
    minPurchase: count,
    supplierPrice: cents.optional().describe('Sent to administrators only'),
    freeDelivery: z.boolean(),
    inStock: count,
    minStock: count,
    criticalStock: count,
  }),
  list: z.object({
    featured: z.boolean(),
    special: z.boolean().describe('The editorial flag, or on sale'),
  }),
  productWeight: count.describe('Weight in grams'),
  weightUnit: weightUnitSchema,
  brand: z.string(),
  category: z.string(),
  subCategory: z.string().describe('The sub-categories, separated by semicolons'),
  colors: z.array(z.string()),
  styles: z.array(z.string()),
  sizes: z.array(z.string()),
  lng: z.object({ eng: productLanguageTextSchema, ita: productLanguageTextSchema }),
  admin: adminProductIdsSchema.optional().describe('Sent to administrators in admin mode only'),
});
