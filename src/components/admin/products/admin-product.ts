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

/** A reference record as the form's selects show it: its id and its names. */
export interface NamedRecord {
  _id: number;
  name: string;
  itaName: string;
}

/** The admin_* lists the form picks from, as their GETs answer them. */
export interface ReferenceLists {
  brands: AnswerOf<typeof brandRoutes.get>['brands'];
  categories: AnswerOf<typeof categoryRoutes.get>['categories'];
  colors: AnswerOf<typeof colorRoutes.get>['colors'];
  styles: AnswerOf<typeof styleRoutes.get>['styles'];
  suppliers: AnswerOf<typeof supplierRoutes.get>['suppliers'];
  taxRates: AnswerOf<typeof taxRateRoutes.get>['taxRates'];
}

/** A category with its sub-categories, as admin_categories answers it. */
export type CategoryRecord = ReferenceLists['categories'][number];
