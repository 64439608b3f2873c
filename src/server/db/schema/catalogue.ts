import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Names in both shop languages; English is the key the routes are built from. */
const names = {
  name: text().notNull(),
  itaName: text().notNull().default(''),
};

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

export interface Banner {
  showBanner: boolean;
  image: string;
  width?: number;
  height?: number;
}

export const brands = pgTable(
  'brands',
  {
    id: serial().primaryKey(),
    ...names,
    customerMenu: boolean().notNull().default(true),
    banner: jsonb().$type<Banner>().notNull().default({ showBanner: false, image: '' }),
    sort: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('brands_name_uq').on(sql`lower(${t.name})`)],
);

export const categories = pgTable(
  'categories',
  {
    id: serial().primaryKey(),
    ...names,
    mainCat: boolean().notNull().default(true),
    subCategoryMenu: boolean().notNull().default(true),
    banner: jsonb().$type<Banner>().notNull().default({ showBanner: false, image: '' }),
    sort: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('categories_name_uq').on(sql`lower(${t.name})`)],
);

/** Sub-categories of a category; the API joins them with semicolons as the spec's lists. */
export const categorySubs = pgTable(
  'category_subs',
  {
    id: serial().primaryKey(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    ...names,
    sort: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('category_subs_name_uq').on(t.categoryId, sql`lower(${t.name})`)],
);

/** The brands a category offers in its menu (the spec's semicolon-separated brands). */
export const categoryBrands = pgTable(
  'category_brands',
  {
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.brandId] })],
);

export const colors = pgTable(
  'colors',
  {
    id: serial().primaryKey(),
    ...names,
    hex: text().notNull().default(''),
    sort: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('colors_name_uq').on(sql`lower(${t.name})`)],
);

export const styles = pgTable(
  'styles',
  {
    id: serial().primaryKey(),
    ...names,
    sort: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('styles_name_uq').on(sql`lower(${t.name})`)],
);

export const suppliers = pgTable(
  'suppliers',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    contact: text().notNull().default(''),
    email: text().notNull().default(''),
    tel: text().notNull().default(''),
    address: text().notNull().default(''),
    website: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [uniqueIndex('suppliers_name_uq').on(sql`lower(${t.name})`)],
);

/** Tax rates in basis points (2200 = 22 %), so tax arithmetic stays in integers. */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    countryCode: text().notNull(),
    rateBp: integer().notNull(),
    isDefault: boolean().notNull().default(false),
    description: text().notNull().default(''),
  },
  (t) => [
    uniqueIndex('tax_rates_name_uq').on(t.countryCode, t.name),
    check('tax_rates_rate_range', sql`${t.rateBp} between 0 and 10000`),
    // One shop default: the rate used where a country names none.
    uniqueIndex('tax_rates_one_default_uq')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

export interface ProductPack {
  descr: string;
  itaDescr: string;
  /** Pack price in cents. */
  price: number;
  /** How many units the pack holds. */
  quantity: number;
}

/** Texts a product carries in each language (spec: lng.eng / lng.ita). */
export interface ProductText {
  name: string;
  description: string;
  priceDescr: string;
  packDescr: string;
  pageTitle: string;
  seoTitle: string;
  metaDescr: string;
}

export const products = pgTable(
  'products',
  {
    id: uuid().primaryKey().defaultRandom(),
    sku: text().notNull(),
    /** Route name of the English product name, for rows=1&url={url}. */
    url: text().notNull(),
    status: text().notNull().default('A'),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'restrict' }),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    supplierId: integer().references(() => suppliers.id, { onDelete: 'restrict' }),
    taxRateId: integer().references(() => taxRates.id, { onDelete: 'restrict' }),
    /** Image keys in the image store; the first is image1, the count is "published". */
    images: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** u: by the unit, w: by weight (price shown as TBC). */
    sellBy: text().notNull().default('u'),
    /** Cents per unit; for weight-priced products (sellBy w) cents per kg. */
    retailPrice: integer().notNull(),
    /** Sale discount as a whole percentage of the retail price (spec: a percentage discount). */
    salePercent: integer().notNull().default(0),
    packs: jsonb().$type<ProductPack[]>().notNull().default([]),
    minPurchase: integer().notNull().default(1),
    supplierPrice: integer().notNull().default(0),
    freeDelivery: boolean().notNull().default(false),
    inStock: integer().notNull().default(0),
    minStock: integer().notNull().default(0),
    criticalStock: integer().notNull().default(0),
    featured: boolean().notNull().default(false),
    /** An editorial "special" flag; being on sale (salePercent > 0) also lists a product as special. */
    special: boolean().notNull().default(false),
    /** Weight in grams; weightUnit is how it is shown. */
    productWeight: integer().notNull().default(0),
    weightUnit: text().notNull().default('g'),
    sizes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    eng: jsonb().$type<ProductText>().notNull(),
    ita: jsonb().$type<ProductText>().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('products_sku_uq').on(t.sku),
    uniqueIndex('products_url_uq').on(t.url),
    index('products_status_idx').on(t.status),
    index('products_brand_idx').on(t.brandId, t.status),
    index('products_category_idx').on(t.categoryId, t.status),
    index('products_featured_idx')
      .on(t.status)
      .where(sql`${t.featured}`),
    index('products_special_idx')
      .on(t.status)
      .where(sql`${t.salePercent} > 0 or ${t.special}`),
    index('products_name_idx').on(sql`lower(${t.eng}->>'name')`),
    check('products_status_code', sql`${t.status} in ('A', 'Z')`),
    check('products_sell_by', sql`${t.sellBy} in ('u', 'w')`),
    check('products_weight_unit', sql`${t.weightUnit} in ('g', 'kg')`),
    check('products_money', sql`${t.retailPrice} >= 0 and ${t.supplierPrice} >= 0`),
    check('products_sale_range', sql`${t.salePercent} between 0 and 100`),
    check('products_min_purchase', sql`${t.minPurchase} >= 1`),
    check(
      'products_stock',
      sql`${t.inStock} >= 0 and ${t.minStock} >= 0 and ${t.criticalStock} >= 0`,
    ),
    check('products_sizes', sql`${t.sizes} <@ array['XS', 'S', 'M', 'L', 'XL', 'XXL']::text[]`),
  ],
);

export const productSubCategories = pgTable(
  'product_sub_categories',
  {
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categorySubId: integer()
      .notNull()
      .references(() => categorySubs.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categorySubId] }),
    index('product_sub_categories_sub_idx').on(t.categorySubId),
  ],
);

export const productColors = pgTable(
  'product_colors',
  {
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorId: integer()
      .notNull()
      .references(() => colors.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.colorId] }),
    index('product_colors_color_idx').on(t.colorId),
  ],
);

export const productStyles = pgTable(
  'product_styles',
  {
    productId: uuid()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    styleId: integer()
      .notNull()
      .references(() => styles.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.styleId] }),
    index('product_styles_style_idx').on(t.styleId),
  ],
);
