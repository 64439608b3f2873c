import * as z from 'zod';

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
