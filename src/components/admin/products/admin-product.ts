import type { CatalogueProduct } from '../../../core/catalogue/product';
import type { getProductReferences } from '../../../server/admin/products/form-references-routes';
import type { addProduct } from '../../../server/admin/products/product-routes';
import type { AnswerOf } from '../../../server/http/route/define-route';

/** A product as GET products?admin=true and the admin_product* writes answer it. */
export type AdminProduct = AnswerOf<typeof addProduct>['product'];

/**
 * GET products' list in admin mode, where every product carries its ids: the answer's type,
 * one for both modes, has them optional.
 */
export const adminProducts = (products: readonly CatalogueProduct[]): AdminProduct[] =>
  products.filter((product): product is AdminProduct => product.admin !== undefined);

/** A reference record as the form's selects show it: its id and its names. */
export interface NamedRecord {
  _id: number;
  name: string;
  itaName: string;
}

/** The lists the form picks from, as admin_product_references answers them. */
export type ReferenceLists = AnswerOf<typeof getProductReferences>;

/** A category with its sub-categories, as the form gets it. */
export type CategoryRecord = ReferenceLists['categories'][number];
