import type { Db } from '../../src/server/db/client';
import {
  brands,
  categories,
  categorySubs,
  colors,
  products,
  countries,
  galleries,
  posts,
  shippers,
  styles,
  suppliers,
  taxRates,
  videos,
} from '../../src/server/db/schema';
import { ADMIN_ORDER_ENDPOINTS } from './admin-orders-support';
import { ADMIN_PEOPLE_ENDPOINTS } from './admin-people-endpoints';
import { ADMIN_SITE_ENDPOINTS } from './admin-site-endpoints';

/**
 * A call an administrator succeeds with, for each admin route (admin-calls.ts pairs them with
 * the route table; the authorisation test fails for a declared admin route without one).
 * `create` makes a fresh record first; its id replaces `{id}` in the path and a `"{id}"` value
 * in the body (a DELETE needs something to remove, admin_categories_subs a category).
 */
export interface AdminEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  create?: (db: Db) => Promise<CreatedIds>;
}

/**
 * What `create` made: one id (a serial number or a product's uuid) for `{id}`, or several
 * named ones, each for its own `{name}` (a product body needs a brand and a category).
 */
export type CreatedIds = number | string | Record<string, number | string>;

/** Fills the placeholders: `{name}` in a path, `"{name}"` (the quoted value) in a JSON body. */
export function withIds(text: string, created: CreatedIds | undefined, json: boolean): string {
  if (created === undefined) return text;
  const ids = typeof created === 'object' ? created : { id: created };
  return Object.entries(ids).reduce(
    (out, [name, value]) =>
      json
        ? out.replaceAll(`"{${name}}"`, JSON.stringify(value))
        : out.replaceAll(`{${name}}`, String(value)),
    text,
  );
}

const media = { category: 'Test', title: 'A title', descr: 'A description' };

const fresh = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

async function insertedId(rows: Promise<{ id: number }[]>): Promise<number> {
  const [row] = await rows;
  if (!row) throw new Error('test record was not created');
  return row.id;
}

const REFERENCE_CREATES: Record<string, (db: Db) => Promise<number>> = {
  admin_brands: (db) =>
    insertedId(
      db
        .insert(brands)
        .values({ name: fresh('Brand') })
        .returning({ id: brands.id }),
    ),
  admin_categories: (db) =>
    insertedId(
      db
        .insert(categories)
        .values({ name: fresh('Category') })
        .returning({ id: categories.id }),
    ),
  admin_colors: (db) =>
    insertedId(
      db
        .insert(colors)
        .values({ name: fresh('Colour') })
        .returning({ id: colors.id }),
    ),
  admin_countries: (db) =>
    insertedId(
      db
        .insert(countries)
        .values({ code: 'XK', name: fresh('Country') })
        .returning({ id: countries.id }),
    ),
  admin_styles: (db) =>
    insertedId(
      db
        .insert(styles)
        .values({ name: fresh('Style') })
        .returning({ id: styles.id }),
    ),
  admin_suppliers: (db) =>
    insertedId(
      db
        .insert(suppliers)
        .values({ name: fresh('Supplier') })
        .returning({ id: suppliers.id }),
    ),
  admin_shippers: (db) =>
    insertedId(
      db
        .insert(shippers)
        .values({ name: fresh('Shipper') })
        .returning({ id: shippers.id }),
    ),
  admin_tax_rates: (db) =>
    insertedId(
      db
        .insert(taxRates)
        .values({ name: fresh('Rate'), countryCode: 'CH', rateBp: 810 })
        .returning({ id: taxRates.id }),
    ),
  admin_galleries: (db) =>
    insertedId(
      db
        .insert(galleries)
        .values({ image: 'gallery/test.jpg', eng: media, ita: media })
        .returning({ id: galleries.id }),
    ),
  admin_videos: (db) =>
    insertedId(
      db
        .insert(videos)
        .values({ youtubeId: 'dQw4w9WgXcQ', eng: media, ita: media })
        .returning({ id: videos.id }),
    ),
};

/** A body each admin reference POST accepts as a new record. */
const REFERENCE_BODIES: Record<string, unknown> = {
  admin_brands: { name: 'Auth Brand', itaName: 'Marca Auth' },
  admin_categories: { name: 'Auth Category', itaName: 'Categoria Auth' },
  admin_colors: { name: 'Auth Colour', itaName: 'Colore Auth', hex: '#123456' },
  admin_countries: {
    code: 'NO',
    name: 'Norway',
    itaName: 'Norvegia',
    deliveryStdDays: '4-7',
    deliveryExpressDays: '2-3',
    deliveryStdFee: 1990,
    deliveryExpressFee: 3990,
  },
  admin_styles: { name: 'Auth Style', itaName: 'Stile Auth' },
  admin_suppliers: { name: 'Auth Supplier', email: 'sales@supplier.example' },
  admin_shippers: { name: 'Auth Shipper', trackingUrl: 'https://track.example/{trackingNo}' },
  admin_tax_rates: { name: 'Auth Rate', countryCode: 'NO', rateBp: 2500 },
  admin_galleries: { image: 'gallery/auth.jpg', lng: { eng: media, ita: media } },
  admin_videos: { youtubeId: 'aaaaaaaaaaa', lng: { eng: media, ita: media } },
};

const referenceEndpoints: AdminEndpoint[] = Object.keys(REFERENCE_BODIES).flatMap((name) => [
  { method: 'GET', path: `/api/${name}` },
  { method: 'POST', path: `/api/${name}`, body: REFERENCE_BODIES[name] },
  { method: 'DELETE', path: `/api/${name}?_id={id}`, create: REFERENCE_CREATES[name] },
]);

const createCategory = REFERENCE_CREATES.admin_categories!;

/** A product's brand and category, for the product bodies' `{brandId}` and `{categoryId}`. */
async function productReferences(db: Db) {
  return {
    brandId: await REFERENCE_CREATES.admin_brands!(db),
    categoryId: await createCategory(db),
  };
}

async function createProduct(db: Db): Promise<Record<string, number | string>> {
  const refs = await productReferences(db);
  const name = fresh('Auth Product');
  const text = { name, description: '', priceDescr: '', packDescr: '' };
  const seo = { pageTitle: '', seoTitle: '', metaDescr: '' };
  const [row] = await db
    .insert(products)
    .values({
      sku: name.replace(/\W+/g, '-'),
      url: name.replace(/\W+/g, '_'),
      ...refs,
      retailPrice: 1000,
      eng: { ...text, ...seo },
      ita: { ...text, ...seo },
    })
    .returning({ id: products.id });
  if (!row) throw new Error('test product was not created');
  return { id: row.id, ...refs };
}

const authProduct = (sku: string, name: string) => ({
  sku,
  brandId: '{brandId}',
  categoryId: '{categoryId}',
  retailPrice: 1000,
  lng: { eng: { name }, ita: { name: `${name} IT` } },
});

const productEndpoints: AdminEndpoint[] = [
  {
    method: 'POST',
    path: '/api/admin_products',
    create: productReferences,
    body: { product: authProduct('AUTH-NEW', 'Auth New Product') },
  },
  {
    method: 'PUT',
    path: '/api/admin_products',
    create: createProduct,
    body: { product: { ...authProduct('AUTH-EDIT', 'Auth Edited Product'), _id: '{id}' } },
  },
  { method: 'DELETE', path: '/api/admin_products?_id={id}', create: createProduct },
  {
    method: 'POST',
    path: '/api/admin_product_restore',
    create: createProduct,
    body: { _id: '{id}' },
  },
  {
    method: 'PUT',
    path: '/api/admin_product_stock',
    create: createProduct,
    body: { _id: '{id}', inStock: 5, minStock: 1, criticalStock: 2 },
  },
  {
    method: 'PUT',
    path: '/api/admin_product_sub_category',
    create: createProduct,
    body: { _id: '{id}', subCategoryIds: [] },
  },
  { method: 'GET', path: '/api/admin_product_references' },
];

export const ADMIN_ENDPOINTS: AdminEndpoint[] = [
  ...referenceEndpoints,
  ...ADMIN_SITE_ENDPOINTS,
  ...productEndpoints,
  { method: 'GET', path: '/api/admin_categories_subs?categoryId={id}', create: createCategory },
  {
    method: 'POST',
    path: '/api/admin_categories_subs',
    create: createCategory,
    body: { categoryId: '{id}', name: 'Auth Sub', itaName: 'Sotto Auth' },
  },
  {
    method: 'DELETE',
    path: '/api/admin_categories_subs?_id={id}',
    create: async (db) =>
      insertedId(
        db
          .insert(categorySubs)
          .values({ categoryId: await createCategory(db), name: fresh('Sub') })
          .returning({ id: categorySubs.id }),
      ),
  },
  { method: 'GET', path: '/api/admin_publish' },
  // Succeeds against the local hook admin-authorization.test.ts sets as BUILD_HOOK_URL.
  { method: 'POST', path: '/api/admin_publish', body: {} },
  {
    method: 'POST',
    path: '/api/admin_image',
    // A 1 x 1 PNG.
    body: {
      chosenFile: {
        data_uri:
          'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
        name: 'auth.png',
      },
      folder: 'gallery',
    },
  },
  // Imports and exports: a preview of a tiny valid file writes nothing and answers 200.
  {
    method: 'POST',
    path: '/api/admin_product_import',
    body: {
      csv: 'sku,brand,category,retailPrice,eng_name,ita_name\nAUTH-1,Vela Milano,Bags,10.00,Auth bag,Borsa auth\n',
      mode: 'preview',
    },
  },
  {
    method: 'POST',
    path: '/api/admin_product_update_stock_level',
    body: { csv: 'sku,inStock\nBG-001,5\n', mode: 'preview' },
  },
  { method: 'GET', path: '/api/admin_product_template' },
  { method: 'GET', path: '/api/admin_product_stock_template' },
  { method: 'GET', path: '/api/admin_product_export' },
  { method: 'GET', path: '/api/admin_product_stock_export' },
  // The sample blog's writes.
  {
    method: 'POST',
    path: '/api/posts',
    body: { post: { name: 'Auth', title: 'Auth post', content: 'Written by an administrator.' } },
  },
  {
    method: 'DELETE',
    path: '/api/posts/{id}',
    create: async (db) => {
      const cuid = `cauth${Math.random().toString(36).slice(2, 10)}`;
      await db
        .insert(posts)
        .values({ cuid, slug: cuid, name: 'Auth', title: 'Auth post', content: 'To delete.' });
      return cuid;
    },
  },
  // Search synonyms.
  { method: 'GET', path: '/api/admin_search_synonyms' },
  {
    method: 'POST',
    path: '/api/admin_search_synonyms',
    body: { synonyms: [{ word: 'pelle', alternatives: ['leather'] }] },
  },
  // Sales dashboard: a fixed past month, so the answer does not depend on today.
  { method: 'GET', path: '/api/admin_sales?start=2019-03-01&end=2019-03-31' },
  { method: 'GET', path: '/api/admin_sales_export?start=2019-03-01&end=2019-03-31' },
  // Reviews, messages and customers.
  ...ADMIN_PEOPLE_ENDPOINTS,
  // Orders.
  ...ADMIN_ORDER_ENDPOINTS,
];
