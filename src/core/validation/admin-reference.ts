import * as z from 'zod';
import { optionalText, requiredText } from './fields';

/*
 * What the admin reference-data screens post (spec section 7, admin writes). A body with an
 * `_id` updates that record, one without adds a new record; each POST sends the whole record,
 * so a field left out takes its default. Money is integer cents, tax rates basis points.
 */

export const ADMIN_REFERENCE_MESSAGES = {
  name: 'Enter a name',
  days: 'Enter days as a number or a range such as 3-5',
  countryCode: 'Enter a two-letter country code',
  imageKey: 'Not a valid image key',
  youtubeId: 'Enter the 11-character YouTube video id',
  hex: 'Enter a colour such as #1a2b3c',
  id: 'Not a valid id',
} as const;

const M = ADMIN_REFERENCE_MESSAGES;

/** The largest id a PostgreSQL integer column holds; a larger one names no record. */
export const MAX_RECORD_ID = 2_147_483_647;

const recordId = z.number({ error: M.id }).int(M.id).positive(M.id).max(MAX_RECORD_ID, M.id);

/** Present and positive: update that record; missing, null or 0: add one. */
const optionalId = z
  .union([recordId, z.literal(0), z.null()])
  .optional()
  .transform((id) => (id ? id : undefined));

const name = requiredText(M.name, 100);
const itaName = optionalText(100);
const sort = z.number().int().min(0).max(1_000_000).default(0);
const flag = (fallback: boolean) => z.boolean().default(fallback);
const cents = z.number().int('Whole cents only').min(0).max(100_000_000).default(0);

/**
 * The image store's key rules (lower-case path, no hidden or parent segments). The lists show
 * images as /images/<key>, so a screen may post that address back as it received it.
 */
const imageKey = z
  .string()
  .trim()
  .transform((key) => key.replace(/^\/images\//, ''))
  .pipe(
    z
      .string()
      .max(300, M.imageKey)
      .regex(/^[a-z0-9/_.-]*$/, M.imageKey)
      .refine(
        (key) => key === '' || key.split('/').every((s) => s !== '' && !s.startsWith('.')),
        M.imageKey,
      ),
  );

const banner = z
  .object({ showBanner: flag(false), image: imageKey.default('') })
  .default({ showBanner: false, image: '' });

/** "3" or "3-5": the first number no larger than the second. */
export function isDeliveryDays(text: string): boolean {
  const match = /^(\d{1,2})(?:-(\d{1,2}))?$/.exec(text);
  if (!match) return false;
  return match[2] === undefined || Number(match[1]) <= Number(match[2]);
}

const days = (fallback: string) =>
  z.string({ error: M.days }).trim().refine(isDeliveryDays, M.days).default(fallback);

const countryCode = z
  .string({ error: M.countryCode })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, M.countryCode);

const emailOrEmpty = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .refine((v) => v === '' || z.email().safeParse(v).success, 'Not a valid email address')
  .default('');

const webAddress = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), 'Enter an address starting with https://')
  .default('');

export const adminBrandSchema = z.object({
  _id: optionalId,
  name,
  itaName,
  customerMenu: flag(true),
  banner,
  sort,
});

export const adminCategorySchema = z.object({
  _id: optionalId,
  name,
  itaName,
  mainCat: flag(true),
  subCategoryMenu: flag(true),
  banner,
  sort,
  /** The brands the category's menu offers; left out, the current ones stay. */
  brandIds: z.array(recordId).max(500).optional(),
});

export const adminCategorySubSchema = z.object({
  _id: optionalId,
  categoryId: recordId,
  name,
  itaName,
  sort,
});

export const adminCategorySubsQuerySchema = z.object({
  categoryId: z.coerce.number({ error: M.id }).int(M.id).positive(M.id),
});

export const adminColorSchema = z.object({
  _id: optionalId,
  name,
  itaName,
  hex: z
    .string()
    .trim()
    .regex(/^(#[0-9a-fA-F]{6})?$/, M.hex)
    .default(''),
  sort,
});

export const adminStyleSchema = z.object({ _id: optionalId, name, itaName, sort });

export const adminSupplierSchema = z.object({
  _id: optionalId,
  name,
  contact: optionalText(100),
  email: emailOrEmpty,
  tel: optionalText(40),
  address: optionalText(500),
  website: webAddress,
});

export const adminShipperSchema = z.object({
  _id: optionalId,
  name,
  /** Tracking page with {trackingNo} where the number goes. */
  trackingUrl: webAddress,
  active: flag(true),
});

export const adminTaxRateSchema = z.object({
  _id: optionalId,
  name,
  countryCode,
  rateBp: z.number().int('Whole basis points only').min(0).max(10_000),
  isDefault: flag(false),
  description: optionalText(300),
});

export const adminCountrySchema = z.object({
  _id: optionalId,
  code: countryCode,
  name,
  itaName,
  deliveryStdDays: days('3-5'),
  deliveryExpressDays: days('1-2'),
  deliveryStdFee: cents,
  deliveryExpressFee: cents,
  deliveryFeeKg: cents,
  deliveryFee5: cents,
  deliveryFee10: cents,
  /** null: the shop's default tax rate applies. */
  taxRateId: recordId.nullable().default(null),
  active: flag(true),
  sort,
});

const mediaText = z
  .object({
    category: optionalText(100),
    title: optionalText(200),
    descr: optionalText(2000),
  })
  .default({ category: '', title: '', descr: '' });

/** Per-language texts as the lists present them: lng.eng and lng.ita. */
const mediaTexts = z.object({ eng: mediaText, ita: mediaText });

export const adminGallerySchema = z.object({
  _id: optionalId,
  image: imageKey.refine((key) => key !== '', M.imageKey),
  lng: mediaTexts,
  active: flag(true),
  sort,
});

export const adminVideoSchema = z.object({
  _id: optionalId,
  youtubeId: z
    .string({ error: M.youtubeId })
    .trim()
    .regex(/^[A-Za-z0-9_-]{11}$/, M.youtubeId),
  lng: mediaTexts,
  active: flag(true),
  sort,
});

/** DELETE names its record by `_id`, in the query or the body. */
export const adminDeleteSchema = z.object({
  // Only digits are read as a number (the query's `?_id=12`): a coercion would also turn a
  // body's `true` or `[1]` into record 1 and delete it.
  _id: z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    recordId,
  ),
});

export type AdminBrandInput = z.output<typeof adminBrandSchema>;
export type AdminCategoryInput = z.output<typeof adminCategorySchema>;
export type AdminCategorySubInput = z.output<typeof adminCategorySubSchema>;
export type AdminColorInput = z.output<typeof adminColorSchema>;
export type AdminStyleInput = z.output<typeof adminStyleSchema>;
export type AdminSupplierInput = z.output<typeof adminSupplierSchema>;
export type AdminShipperInput = z.output<typeof adminShipperSchema>;
export type AdminTaxRateInput = z.output<typeof adminTaxRateSchema>;
export type AdminCountryInput = z.output<typeof adminCountrySchema>;
export type AdminGalleryInput = z.output<typeof adminGallerySchema>;
export type AdminVideoInput = z.output<typeof adminVideoSchema>;
