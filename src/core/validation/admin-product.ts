import * as z from 'zod';
import { SIZES } from '../catalogue/sizes';
import { toRouteName } from '../routes/route-name';
import { optionalText, requiredText } from './fields';
import { MAX_RECORD_ID } from './admin-reference';

/*
 * What the admin product form (and the CSV import) sends as `product` (docs/api-admin.md,
 * Products). Objects are strict: a misspelt field is an error, not silently dropped. Money is
 * integer cents, weight grams; a field left out takes its default, so each save is the whole
 * product.
 */

export const PRODUCT_SKU_PATTERN = /^[A-Za-z0-9._-]+$/;
export const PRODUCT_SKU_MAX = 40;
export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_DESCRIPTION_MAX = 20_000;
export const PRODUCT_SHORT_TEXT_MAX = 200;
export const PRODUCT_META_DESCR_MAX = 500;
export const PRODUCT_IMAGES_MAX = 5;
export const PRODUCT_PACKS_MAX = 10;
export const PRODUCT_PACK_DESCR_MAX = 100;
export const PRODUCT_PACK_MIN_QUANTITY = 2;
/** Upper bound of stored integers (Postgres integer is 32-bit); a million euros in cents. */
export const PRODUCT_MAX_CENTS = 100_000_000;
export const PRODUCT_MAX_COUNT = 1_000_000_000;
/** A thousand tonnes, in grams: far above any parcel, well inside a 32-bit integer. */
export const PRODUCT_MAX_WEIGHT_GRAMS = 1_000_000_000;
export const PRODUCT_ID_LIST_MAX = 200;
export const PRODUCT_IMAGE_KEY_MAX = 300;

export const PRODUCT_MESSAGES = {
  sku: 'Enter a code of letters, digits, "-", "_" or "."',
  name: 'Enter a name',
  routeName: 'The name needs at least one letter or digit',
  id: 'Not a valid id',
  productId: 'Not a valid product id',
  imageKey: 'Not a valid image key',
  cents: 'Enter a whole number of cents, 0 or more',
  count: 'Enter a whole number, 0 or more',
  salePercent: 'Enter a whole percentage from 0 to 100',
  minPurchase: 'Enter a whole number, 1 or more',
  packQuantity: `A pack holds at least ${PRODUCT_PACK_MIN_QUANTITY} units`,
  size: `Sizes are ${SIZES.join(', ')}`,
} as const;

const M = PRODUCT_MESSAGES;

const recordId = z.number({ error: M.id }).int(M.id).positive(M.id).max(MAX_RECORD_ID, M.id);

/** Ids of a many-to-many list; a repeated id counts once. */
const idList = z
  .array(recordId)
  .max(PRODUCT_ID_LIST_MAX)
  .default([])
  .transform((ids) => [...new Set(ids)]);

const cents = z
  .number({ error: M.cents })
  .int(M.cents)
  .min(0, M.cents)
  .max(PRODUCT_MAX_CENTS, M.cents);

const count = z
  .number({ error: M.count })
  .int(M.count)
  .min(0, M.count)
  .max(PRODUCT_MAX_COUNT, M.count);

/** A product id (the database's uuid, any version), named by `_id` in bodies and queries. */
export const productIdSchema = z.guid({ error: M.productId });

/**
 * An image-store key, or the /images/<key> address the lists show (so a form can post back
 * what it received). Same character rules as the store's assertImageKey.
 */
export const productImageKeySchema = z
  .string({ error: M.imageKey })
  .trim()
  .transform((key) => key.replace(/^\/images\//, ''))
  .pipe(
    z
      .string()
      .min(1, M.imageKey)
      .max(PRODUCT_IMAGE_KEY_MAX, M.imageKey)
      .regex(/^[a-z0-9/_.-]+$/, M.imageKey)
      .refine((key) => key.split('/').every((s) => s !== '' && !s.startsWith('.')), M.imageKey),
  );

const shortText = optionalText(PRODUCT_SHORT_TEXT_MAX);

/** One language's texts (lng.eng / lng.ita); the name is required in both. */
export const productTextSchema = z.strictObject({
  name: requiredText(M.name, PRODUCT_NAME_MAX),
  description: optionalText(PRODUCT_DESCRIPTION_MAX),
  priceDescr: shortText,
  packDescr: shortText,
  pageTitle: shortText,
  seoTitle: shortText,
  metaDescr: optionalText(PRODUCT_META_DESCR_MAX),
});

export const productPackSchema = z.strictObject({
  descr: optionalText(PRODUCT_PACK_DESCR_MAX),
  itaDescr: optionalText(PRODUCT_PACK_DESCR_MAX),
  quantity: z
    .number({ error: M.packQuantity })
    .int(M.packQuantity)
    .min(PRODUCT_PACK_MIN_QUANTITY, M.packQuantity)
    .max(PRODUCT_MAX_COUNT, M.packQuantity),
  price: cents,
});

export const productInputSchema = z.strictObject({
  sku: z
    .string({ error: M.sku })
    .trim()
    .min(1, M.sku)
    .max(PRODUCT_SKU_MAX, `At most ${PRODUCT_SKU_MAX} characters`)
    .regex(PRODUCT_SKU_PATTERN, M.sku),
  status: z.enum(['A', 'Z']).default('A'),
  brandId: recordId,
  categoryId: recordId,
  subCategoryIds: idList,
  colorIds: idList,
  styleIds: idList,
  supplierId: recordId.nullable().default(null),
  /** null: the delivery country's rate applies. */
  taxRateId: recordId.nullable().default(null),
  /** The first is image1. */
  images: z.array(productImageKeySchema).max(PRODUCT_IMAGES_MAX).default([]),
  sellBy: z.enum(['u', 'w']).default('u'),
  retailPrice: cents,
  salePercent: z
    .number({ error: M.salePercent })
    .int(M.salePercent)
    .min(0, M.salePercent)
    .max(100, M.salePercent)
    .default(0),
  packs: z.array(productPackSchema).max(PRODUCT_PACKS_MAX).default([]),
  minPurchase: z
    .number({ error: M.minPurchase })
    .int(M.minPurchase)
    .min(1, M.minPurchase)
    .max(PRODUCT_MAX_COUNT, M.minPurchase)
    .default(1),
  supplierPrice: cents.default(0),
  freeDelivery: z.boolean().default(false),
  inStock: count.default(0),
  minStock: count.default(0),
  criticalStock: count.default(0),
  featured: z.boolean().default(false),
  special: z.boolean().default(false),
  productWeight: z
    .number({ error: M.count })
    .int(M.count)
    .min(0, M.count)
    .max(PRODUCT_MAX_WEIGHT_GRAMS, M.count)
    .default(0),
  weightUnit: z.enum(['g', 'kg']).default('g'),
  /** Kept in the spec's size order, each size once. */
  sizes: z
    .array(z.enum(SIZES, { error: M.size }))
    .max(SIZES.length * 2)
    .default([])
    .transform((sizes) => SIZES.filter((size) => sizes.includes(size))),
  lng: z.strictObject({
    eng: productTextSchema.refine((text) => toRouteName(text.name) !== '', {
      message: M.routeName,
      path: ['name'],
    }),
    ita: productTextSchema,
  }),
});

export type ProductInput = z.output<typeof productInputSchema>;
export type ProductTextInput = z.output<typeof productTextSchema>;
export type ProductPackInput = z.output<typeof productPackSchema>;

/** PUT admin_products: the whole product plus the `_id` it replaces. */
export const productUpdateSchema = productInputSchema.extend({ _id: productIdSchema });

export const productIdBodySchema = z.strictObject({ _id: productIdSchema });

/** DELETE may name the product in the query (`?_id=`); other query keys are ignored. */
export const productIdQuerySchema = z.object({ _id: productIdSchema });

export const productStockSchema = z.strictObject({
  _id: productIdSchema,
  inStock: count,
  minStock: count,
  criticalStock: count,
});

export const productSubCategorySchema = z.strictObject({
  _id: productIdSchema,
  subCategoryIds: idList,
});

export type ProductStockInput = z.output<typeof productStockSchema>;
export type ProductSubCategoryInput = z.output<typeof productSubCategorySchema>;
