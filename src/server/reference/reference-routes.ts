import type { CacheTag } from '../../core/cdn/cache-policy';
import type { Db } from '../db/client';
import { defineRoute, schemaAnswer } from '../http/route/define-route';
import * as z from 'zod';
import { oneKeySchemaAnswer } from '../http/route/keyed-schema';
import {
  brandSchema,
  categorySchema,
  countrySchema,
  gallerySchema,
  videoSchema,
  defaultsAnswerSchema,
} from './reference-answers';
import { presentSiteSettings } from '../site/present-site';
import { getSiteSettings, publicSiteSettings, shopLanguages } from '../site/site-settings';
import {
  COLOR_PLACEHOLDER,
  presentBrand,
  presentCategory,
  presentColor,
  presentCountry,
  presentGallery,
  presentShipper,
  presentStyle,
  presentSupplier,
  presentTaxRate,
  presentVideo,
} from './present';
import {
  listBrands,
  listCategories,
  listColors,
  listCountries,
  listGalleries,
  listShippers,
  listStyles,
  listSuppliers,
  listTaxRates,
  listVideos,
} from './queries';

/** Everything the app loads at start; suppliers and the mail settings only for administrators. */
async function shopDefaults(db: Db, isAdmin: boolean) {
  const [
    site,
    brands,
    categories,
    colors,
    countries,
    galleries,
    shippers,
    styles,
    taxRates,
    videos,
  ] = await Promise.all([
    getSiteSettings(db),
    listBrands(db),
    listCategories(db),
    listColors(db),
    listCountries(db),
    listGalleries(db),
    listShippers(db),
    listStyles(db),
    listTaxRates(db),
    listVideos(db),
  ]);
  // Who supplies the shop is commercial knowledge: only administrators receive the list.
  const suppliers = isAdmin ? (await listSuppliers(db)).map(presentSupplier) : [];
  return {
    site: presentSiteSettings(isAdmin ? site : publicSiteSettings(site)),
    brands: brands.map(presentBrand),
    categories: categories.map(presentCategory),
    colors: [COLOR_PLACEHOLDER, ...colors.map(presentColor)],
    countries: countries.map(presentCountry),
    galleries: galleries.map(presentGallery),
    shippers: shippers.map(presentShipper),
    styles: styles.map(presentStyle),
    suppliers,
    taxRates: taxRates.map(presentTaxRate),
    videos: videos.map(presentVideo),
    language: shopLanguages(site),
  };
}

export const getDefaults = defineRoute(
  {
    method: 'GET',
    path: '/defaults',
    // Every reference list and the site settings.
    cache: {
      tags: [
        'site',
        'brands',
        'categories',
        'colors',
        'countries',
        'galleries',
        'shippers',
        'styles',
        'tax-rates',
        'videos',
      ],
    },
    summary: 'Everything the app loads at start',
    tag: 'catalogue',
    access: 'visitor',
    description: 'Suppliers and the mail settings only for administrators.',
    answer: schemaAnswer({
      description: 'The site settings and every reference list',
      schema: defaultsAnswerSchema,
    }),
  },
  async (c) => shopDefaults(c.get('db'), c.get('auth')?.userType === 'A'),
);

/**
 * A public reference list at `/<key>`, answered as `{ <key>: [...] }`; `shows` is the data its
 * answer shows, the tags a shared cache keeps it under.
 */
function referenceList<K extends string, S extends z.ZodType>(
  key: K,
  shows: readonly CacheTag[],
  summary: string,
  what: string,
  schema: S,
  read: (db: Db) => Promise<z.output<S>[]>,
) {
  return defineRoute(
    {
      method: 'GET',
      path: `/${key}` as const,
      cache: { tags: shows },
      summary,
      tag: 'catalogue',
      access: 'public',
      answer: oneKeySchemaAnswer(key, what, z.array(schema)),
    },
    // A computed key widens to `{ [x: string]: … }`; the object holds exactly `key`.
    async (c) => ({ [key]: await read(c.get('db')) }) as { [P in K]: z.output<S>[] },
  );
}

export const getCountries = referenceList(
  'countries',
  ['countries'],
  'Delivery countries',
  'Delivery countries',
  countrySchema,
  async (db) => (await listCountries(db)).map(presentCountry),
);

export const getCategories = referenceList(
  'categories',
  // A category lists its brands by name.
  ['categories', 'brands'],
  'Categories',
  'Categories with their sub-categories',
  categorySchema,
  async (db) => (await listCategories(db)).map(presentCategory),
);

export const getBrands = referenceList(
  'brands',
  ['brands'],
  'Brands',
  'Brands',
  brandSchema,
  async (db) => (await listBrands(db)).map(presentBrand),
);

export const getGalleries = referenceList(
  'galleries',
  ['galleries'],
  'Gallery pictures',
  'Gallery pictures',
  gallerySchema,
  async (db) => (await listGalleries(db)).map(presentGallery),
);

export const getVideos = referenceList(
  'videos',
  ['videos'],
  'Videos',
  'Videos',
  videoSchema,
  async (db) => (await listVideos(db)).map(presentVideo),
);

/** Public reference lists, each under its own name (spec section 7: "same-named lists"). */
export const REFERENCE_ROUTES = [
  getDefaults,
  getCountries,
  getCategories,
  getBrands,
  getGalleries,
  getVideos,
] as const;
