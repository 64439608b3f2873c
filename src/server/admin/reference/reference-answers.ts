import * as z from 'zod';

/*
 * The admin reference lists as they are answered (admin-lists.ts): the public shape of each
 * record (reference/present.ts) plus what only the back office needs. The public shapes are
 * written here for now; they are the public reads' entities, to be shared once those have
 * schemas of their own.
 */

const id = z.number().int().describe('The record’s id');
const sort = z.number().int().describe('Place in its list: lower first');
const active = z.boolean().describe('Shown to visitors');

/** Per-language names, the Italian one falling back to the English. */
const names = <T extends z.ZodRawShape>(extra: T) =>
  z
    .object({
      eng: z.object({ name: z.string(), ...extra }),
      ita: z.object({ name: z.string(), ...extra }),
    })
    .describe('The names per language (ita falls back to eng)');

const banner = z
  .object({
    showBanner: z.boolean(),
    image: z.string().describe('The picture’s address; empty when there is none'),
    width: z.number().int().optional(),
    height: z.number().int().optional(),
  })
  .describe('The banner of its page');

const bannerImage = z.string().describe('The banner picture’s image-store key (empty: none)');

export const adminBrandRowSchema = z.object({
  _id: id,
  id: z.string().describe('Its route name'),
  name: z.string(),
  itaName: z.string(),
  customerMenu: z.boolean().describe('Listed in the shop’s menu'),
  banner,
  lng: names({}),
  sort,
  bannerImage,
});

export const adminCategorySubRowSchema = z.object({
  _id: id,
  categoryId: z.number().int().describe('Its category'),
  name: z.string(),
  itaName: z.string(),
  sort,
  lng: names({}),
});

const categoryLists = {
  subCategory: z.string().describe('Its sub-categories’ names, semicolon-separated'),
  brands: z.string().describe('Its menu brands’ names, semicolon-separated'),
};

export const adminCategoryRowSchema = z.object({
  _id: id,
  id: z.string().describe('Its route name'),
  name: z.string(),
  itaName: z.string(),
  mainCat: z.boolean().describe('A main category of the menu'),
  subCategoryMenu: z.boolean().describe('Its sub-categories are listed in the menu'),
  banner,
  lng: names(categoryLists),
  sort,
  bannerImage,
  brandIds: z.array(z.number().int()).describe('The brands of its menu'),
  subs: z.array(adminCategorySubRowSchema).describe('Its sub-categories, in menu order'),
});

export const adminColorRowSchema = z.object({
  _id: id,
  name: z.string(),
  itaName: z.string(),
  hex: z.string().describe('#rrggbb, or empty'),
  lng: names({}),
  sort,
});

export const adminStyleRowSchema = z.object({
  _id: id,
  name: z.string(),
  itaName: z.string(),
  lng: names({}),
  sort,
});

export const adminSupplierRowSchema = z.object({
  _id: id,
  name: z.string(),
  contact: z.string(),
  email: z.string(),
  tel: z.string(),
  address: z.string(),
  website: z.string(),
});

export const adminTaxRateRowSchema = z.object({
  _id: id,
  name: z.string(),
  countryCode: z.string(),
  rateBp: z.number().int().describe('The rate in basis points (2200 is 22 %)'),
  isDefault: z.boolean().describe('The rate of countries without one of their own'),
  description: z.string(),
});

const cents = (what: string) => z.number().int().describe(`${what}, in cents`);

export const adminCountryRowSchema = z.object({
  _id: id,
  code: z.string().describe('ISO 3166-1 alpha-2'),
  name: z.string(),
  itaName: z.string(),
  deliveryStdDays: z.string().describe('Standard delivery days, e.g. 3-5'),
  deliveryExpressDays: z.string().describe('Express delivery days, e.g. 1-2'),
  deliveryStdFee: cents('The standard delivery fee'),
  deliveryExpressFee: cents('The express delivery fee'),
  deliveryFeeKg: cents('The fee under 1 kg'),
  deliveryFee5: cents('The fee from 1 to 5 kg'),
  deliveryFee10: cents('The fee over 5 kg'),
  taxRateId: z.number().int().nullable().describe('Its tax rate; null: the default rate'),
  lng: names({}),
  active,
  sort,
});

export const adminShipperRowSchema = z.object({
  _id: id,
  name: z.string(),
  trackingUrl: z.string().describe('The tracking address, `{trackingNo}` standing for the number'),
  active,
});

const mediaText = z.object({ category: z.string(), title: z.string(), descr: z.string() });
const mediaTexts = z.object({ eng: mediaText, ita: mediaText }).describe('Its texts per language');

export const adminGalleryRowSchema = z.object({
  _id: id,
  image: z.string().describe('The picture’s address'),
  lng: mediaTexts,
  imageKey: z.string().describe('The picture’s image-store key'),
  active,
  sort,
});

export const adminVideoRowSchema = z.object({
  _id: id,
  youtubeId: z.string(),
  lng: mediaTexts,
  active,
  sort,
});
