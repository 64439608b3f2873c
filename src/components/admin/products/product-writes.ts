import type { StockLevels } from '../../../core/catalogue/stock';
import type { ProductInput } from '../../../core/validation/admin-product';
import type {
  addProduct,
  deleteProduct as deleteProductRoute,
  editProduct,
  restoreProduct as restoreProductRoute,
  setStock,
} from '../../../server/admin/products/product-routes';
import { apiDelete, apiPost, apiPut, type CallerAuth } from '../../../state/api-client';
import { announceAdminChange } from '../publish/admin-change';
import type { AdminProduct } from './admin-product';

/*
 * The admin_product* writes (docs/api-admin.md "Products"); each answers the product. Every
 * product write makes the static shop pages stale: the publish banner reads again.
 */
async function written(call: Promise<{ product: AdminProduct }>): Promise<AdminProduct> {
  const { product } = await call;
  announceAdminChange();
  return product;
}

export function saveProduct(
  product: ProductInput & { _id?: string },
  auth: CallerAuth,
): Promise<AdminProduct> {
  const { _id } = product;
  return written(
    _id
      ? apiPut<typeof editProduct>('admin_products', { product: { ...product, _id } }, auth)
      : apiPost<typeof addProduct>('admin_products', { product }, auth),
  );
}

/** Soft delete: the product stays, with status Z, and can be restored. */
export function deleteProduct(id: string, auth: CallerAuth): Promise<AdminProduct> {
  return written(apiDelete<typeof deleteProductRoute>('admin_products', { _id: id }, auth));
}

export function restoreProduct(id: string, auth: CallerAuth): Promise<AdminProduct> {
  return written(apiPost<typeof restoreProductRoute>('admin_product_restore', { _id: id }, auth));
}

export function saveStock(id: string, stock: StockLevels, auth: CallerAuth): Promise<AdminProduct> {
  return written(apiPut<typeof setStock>('admin_product_stock', { _id: id, ...stock }, auth));
}
