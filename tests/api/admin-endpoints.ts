import type { Db } from '../../src/server/db/client';
import {
  brands,
  categories,
  categorySubs,
  colors,
  countries,
  galleries,
  shippers,
  styles,
  suppliers,
  taxRates,
  videos,
} from '../../src/server/db/schema';
import { ADMIN_SITE_ENDPOINTS } from './admin-site-endpoints';

/**
 * Every admin call that exists, for the authorisation test: each is tried as anonymous, as a
 * customer, with a forged and an expired token, and as an administrator (only that succeeds).
 * `create` makes a fresh record first; its id replaces `{id}` in the path and a `"{id}"` value
 * in the body (a DELETE needs something to remove, admin_categories_subs a category).
 */
export interface AdminEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  create?: (db: Db) => Promise<number>;
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

export const ADMIN_ENDPOINTS: AdminEndpoint[] = [
  ...referenceEndpoints,
  ...ADMIN_SITE_ENDPOINTS,
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
];
