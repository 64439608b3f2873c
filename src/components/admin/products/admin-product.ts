import type { CatalogueProduct } from '../../../core/catalogue/product';
import type {
  brandRoutes,
  categoryRoutes,
  colorRoutes,
  styleRoutes,
  supplierRoutes,
  taxRateRoutes,
} from '../../../server/admin/reference/admin-reference-routes';
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

/** The admin_* lists the form picks from, each by its answer's key, with the route answering it. */
export interface ReferenceListRoutes {
  brands: typeof brandRoutes.get;
  categories: typeof categoryRoutes.get;
  colors: typeof colorRoutes.get;
  styles: typeof styleRoutes.get;
  suppliers: typeof supplierRoutes.get;
  taxRates: typeof taxRateRoutes.get;
}

/** The lists as their GETs answer them. */
export type ReferenceLists = {
  [K in keyof ReferenceListRoutes]: AnswerOf<ReferenceListRoutes[K]>[K &
    keyof AnswerOf<ReferenceListRoutes[K]>];
};

/** A category with its sub-categories, as admin_categories answers it. */
export type CategoryRecord = ReferenceLists['categories'][number];
