import * as z from 'zod';
import { SITE_LANGUAGES } from '../../core/routes/languages';
import { siteSettingsSchema } from '../../core/site/site-settings';

/* The public reference lists as the API sends them (present.ts): spec section 3's fields. */

const id = z.number().int();
const cents = z.number().int();
const names = z.object({
  eng: z.object({ name: z.string() }),
  ita: z.object({ name: z.string().describe('The Italian name, else the English one') }),
});

export const bannerSchema = z.object({
  showBanner: z.boolean(),
  image: z.string().describe('The picture’s address; empty without one'),
  width: z.number().optional(),
  height: z.number().optional(),
});

export const brandSchema = z.object({
  _id: id,
  id: z.string().describe('Route name of the English name'),
  name: z.string(),
  itaName: z.string(),
  customerMenu: z.boolean(),
  banner: bannerSchema,
  lng: names,
});

const categoryText = z.object({
  name: z.string(),
  subCategory: z.string().describe('The sub-categories, separated by semicolons'),
  brands: z.string().describe('The brands, separated by semicolons'),
});

export const categorySchema = z.object({
  _id: id,
  id: z.string().describe('Route name of the English name'),
  name: z.string(),
  itaName: z.string(),
  mainCat: z.boolean(),
  subCategoryMenu: z.boolean(),
  banner: bannerSchema,
  lng: z.object({ eng: categoryText, ita: categoryText }),
});

export const countrySchema = z.object({
  _id: id,
  code: z.string().describe('ISO 3166-1 alpha-2'),
  name: z.string(),
  itaName: z.string(),
  deliveryStdDays: z.string(),
  deliveryExpressDays: z.string(),
  deliveryStdFee: cents,
  deliveryExpressFee: cents,
  deliveryFeeKg: cents,
  deliveryFee5: cents,
  deliveryFee10: cents,
  taxRateId: id.nullable(),
  lng: names,
});

const mediaText = z.object({ category: z.string(), title: z.string(), descr: z.string() });

export const gallerySchema = z.object({
  _id: id,
  image: z.string().describe('The picture’s address'),
  lng: z.object({ eng: mediaText, ita: mediaText }),
});

export const videoSchema = z.object({
  _id: id,
  youtubeId: z.string(),
  lng: z.object({ eng: mediaText, ita: mediaText }),
});

export const colorSchema = z.object({
  _id: id,
  name: z.string(),
  itaName: z.string(),
  hex: z.string().describe('#rrggbb, or empty'),
  lng: names,
});

export const styleSchema = z.object({ _id: id, name: z.string(), itaName: z.string(), lng: names });

export const shipperSchema = z.object({
  _id: id,
  name: z.string(),
  trackingUrl: z.string().describe('The tracking address, `{trackingNo}` standing for the number'),
});

export const supplierSchema = z.object({
  _id: id,
  name: z.string(),
  contact: z.string(),
  email: z.string(),
  tel: z.string(),
  address: z.string(),
  website: z.string(),
});

export const taxRateSchema = z.object({
  _id: id,
  name: z.string(),
  countryCode: z.string(),
  rateBp: z.number().int().describe('The rate in basis points (2200 is 22 %)'),
  isDefault: z.boolean().describe('The rate of countries without one of their own'),
  description: z.string(),
});

const language = z.enum(SITE_LANGUAGES);

/** GET /defaults: the site settings and every reference list (spec section 3). */
export const defaultsAnswerSchema = z.object({
  site: siteSettingsSchema
    .partial({ email: true })
    .describe('Site settings (spec 3); `email` (the mail routing) for administrators only'),
  brands: z.array(brandSchema).describe('Brands'),
  categories: z.array(categorySchema).describe('Categories with their sub-categories'),
  colors: z.array(colorSchema).describe('Colours, the first entry a placeholder'),
  countries: z.array(countrySchema).describe('Delivery countries'),
  galleries: z.array(gallerySchema).describe('Gallery pictures'),
  shippers: z.array(shipperSchema).describe('Shippers'),
  styles: z.array(styleSchema).describe('Styles'),
  suppliers: z.array(supplierSchema).describe('Suppliers (empty unless an administrator calls)'),
  taxRates: z.array(taxRateSchema).describe('Tax rates'),
  videos: z.array(videoSchema).describe('Videos'),
  language: z
    .object({ enabled: z.array(language), default: language, single: z.boolean() })
    .describe('The shop’s languages'),
});
