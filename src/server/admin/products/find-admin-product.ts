import type { AdminCatalogueProduct } from '../../../core/catalogue/product';
import type { Db } from '../../db/client';
import { presentProduct } from '../../catalogue/present-product';
import { findProducts } from '../../catalogue/product-rows';
import { notFound } from '../../../core/domain-error';

/** One product in the admin shape (as `GET products?admin=true` shows it); 404 if none. */
export async function findAdminProduct(db: Db, id: string): Promise<AdminCatalogueProduct> {
  const [row] = await findProducts(db, { limit: 1, ids: [id], inStockOnly: false });
  if (!row) throw notFound('Product');
  // For an administrator presentProduct always adds `admin`; its return type cannot say so.
  return presentProduct(row, true) as AdminCatalogueProduct;
}
