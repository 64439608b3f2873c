import type { Db } from '../../db/client';
import { presentProduct } from '../../catalogue/present-product';
import { findProducts } from '../../catalogue/product-rows';
import { notFound } from '../../../core/domain-error';
import type { AdminProduct } from './admin-product-answer';

/** One product in the admin shape (as `GET products?admin=true` shows it); 404 if none. */
export async function findAdminProduct(db: Db, id: string): Promise<AdminProduct> {
  const [row] = await findProducts(db, { limit: 1, ids: [id], inStockOnly: false });
  if (!row) throw notFound('Product');
  // For an administrator presentProduct always adds them; its return type cannot say so.
  const product = presentProduct(row, true);
  const { admin, sell } = product;
  const { supplierPrice } = sell;
  if (!admin || supplierPrice === undefined) throw new Error('The admin fields are missing');
  // Spread over the product, so the fields keep their order.
  return { ...product, sell: { ...sell, supplierPrice }, admin };
}
