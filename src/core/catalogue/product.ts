import type { z } from 'zod';
import type {
  adminProductIdsSchema,
  catalogueProductSchema,
  packSchema,
  productLanguageTextSchema,
  productStatusSchema,
  sellBySchema,
  weightUnitSchema,
} from './product-schema';

/**
 * The product as the API sends it (spec section 3, Product). Money is integer cents; salePrice
 * is the spec's percentage discount; price is the unit price after that discount, computed by
 * the server. subCategory is a semicolon-separated list, as the spec keeps it.
 */
export type ProductStatus = z.output<typeof productStatusSchema>;
export type SellBy = z.output<typeof sellBySchema>;
export type WeightUnit = z.output<typeof weightUnitSchema>;
export type Pack = z.output<typeof packSchema>;
export type ProductLanguageText = z.output<typeof productLanguageTextSchema>;
/** What an admin form needs to edit a product: the ids behind the names (admin mode only). */
export type AdminProductIds = z.output<typeof adminProductIdsSchema>;
/** Its schema (product-schema.ts) is what /api/openapi.json says of it, field by field. */
export type CatalogueProduct = z.output<typeof catalogueProductSchema>;

/** A product as administrators get it in admin mode: with the ids behind its names. */
export type AdminCatalogueProduct = CatalogueProduct & { admin: AdminProductIds };
