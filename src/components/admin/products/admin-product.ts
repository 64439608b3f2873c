import type { AdminProductIds, CatalogueProduct } from '../../../core/catalogue/product';

/** A product as GET products?admin=true and the admin_product* writes answer it. */
export type AdminProduct = CatalogueProduct & { admin: AdminProductIds };

/**
 * GET products' list in admin mode, where every product carries its ids: the answer's type,
 * one for both modes, has them optional.
 */
export const adminProducts = (products: readonly CatalogueProduct[]): AdminProduct[] =>
  products.filter((product): product is AdminProduct => product.admin !== undefined);

/** A reference record as the admin_* lists answer it: what the form's selects need. */
export interface NamedRecord {
  _id: number;
  name: string;
  itaName: string;
}

export interface CategoryRecord extends NamedRecord {
  subs: NamedRecord[];
}

export interface TaxRateRecord {
  _id: number;
  name: string;
  countryCode: string;
  rateBp: number;
}

export interface ReferenceLists {
  brands: NamedRecord[];
  categories: CategoryRecord[];
  colors: NamedRecord[];
  styles: NamedRecord[];
  suppliers: { _id: number; name: string }[];
  taxRates: TaxRateRecord[];
}
