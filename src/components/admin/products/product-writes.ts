import type { StockLevels } from '../../../core/catalogue/stock';
import type { ProductInput } from '../../../core/validation/admin-product';
import { sendJson, type CallerAuth } from '../../../state/api-client';
import { announceAdminChange } from '../publish/admin-change';
import type { AdminProduct } from './admin-product';

/** The admin_product* writes (docs/api-admin.md "Products"); each answers the product. */
type Answer = { product: AdminProduct };

/** Every product write makes the static shop pages stale: the publish banner reads again. */
async function write(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
  auth: CallerAuth,
): Promise<AdminProduct> {
  const { product } = await sendJson<Answer>(method, path, body, auth);
  announceAdminChange();
  return product;
}

export function saveProduct(
  product: ProductInput & { _id?: string },
  auth: CallerAuth,
): Promise<AdminProduct> {
  return write(product._id ? 'PUT' : 'POST', 'admin_products', { product }, auth);
}

/** Soft delete: the product stays, with status Z, and can be restored. */
export function deleteProduct(id: string, auth: CallerAuth): Promise<AdminProduct> {
  return write('DELETE', 'admin_products', { _id: id }, auth);
}

export function restoreProduct(id: string, auth: CallerAuth): Promise<AdminProduct> {
  return write('POST', 'admin_product_restore', { _id: id }, auth);
}

export function saveStock(id: string, stock: StockLevels, auth: CallerAuth): Promise<AdminProduct> {
  return write('PUT', 'admin_product_stock', { _id: id, ...stock }, auth);
}
