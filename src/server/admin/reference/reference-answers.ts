import * as z from 'zod';
import {
  brandSchema,
  categorySchema,
  colorSchema,
  countrySchema,
  gallerySchema,
  shipperSchema,
  styleSchema,
  supplierSchema,
  taxRateSchema,
  videoSchema,
} from '../../reference/reference-answers';

/*
 * The admin reference lists as they are answered (admin-lists.ts): the public shape of each
 * record (reference/reference-answers.ts) plus what only the back office needs.
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

const bannerImage = z.string().describe('The banner picture’s image-store key (empty: none)');

export const adminBrandRowSchema = brandSchema.extend({ sort, bannerImage });

export const adminCategorySubRowSchema = z.object({
  _id: id,
  categoryId: z.number().int().describe('Its category'),
  name: z.string(),
  itaName: z.string(),
  sort,
  lng: names({}),
});

export const adminCategoryRowSchema = categorySchema.extend({
  sort,
  bannerImage,
  brandIds: z.array(z.number().int()).describe('The brands of its menu'),
  subs: z.array(adminCategorySubRowSchema).describe('Its sub-categories, in menu order'),
});

export const adminColorRowSchema = colorSchema.extend({ sort });

export const adminStyleRowSchema = styleSchema.extend({ sort });

export const adminSupplierRowSchema = supplierSchema;

export const adminTaxRateRowSchema = taxRateSchema;

export const adminCountryRowSchema = countrySchema.extend({ active, sort });

export const adminShipperRowSchema = shipperSchema.extend({ active });

export const adminGalleryRowSchema = gallerySchema.extend({
  imageKey: z.string().describe('The picture’s image-store key'),
  active,
  sort,
});

export const adminVideoRowSchema = videoSchema.extend({ active, sort });
