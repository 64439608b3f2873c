import { Hono, type Context } from 'hono';
import {
  productIdBodySchema,
  productIdQuerySchema,
  productStockSchema,
  productSubCategorySchema,
} from '../../../core/validation/admin-product';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/env';
import { parseBody, parseQuery, parseWith, readJsonObject } from '../../http/validate';
import type { Tx } from '../../db/transaction';
import { findAdminProduct } from './find-admin-product';
import { addProductBody, editProductBody } from './product-schemas';
import { setProductStatus, setProductStock, setProductSubCategories } from './product-updates';
import { saveProduct } from './save-product';

/** The product a DELETE names: `?_id=` in the query, else `{ _id }` in a JSON body. */
async function deleteTarget(c: Context<AppEnv>): Promise<string> {
  if (c.req.query('_id') !== undefined) return parseQuery(c, productIdQuerySchema)._id;
  return parseWith(productIdBodySchema, await readJsonObject(c))._id;
}

/** Writes in one transaction, then answers `{ product }` in the admin shape. */
async function answer(
  c: Context<AppEnv>,
  write: (tx: Tx) => Promise<string>,
  status: 200 | 201 = 200,
) {
  const db = c.get('db');
  const id = await db.transaction(write);
  return c.json({ product: await findAdminProduct(db, id) }, status);
}

/** Admin product writes (docs/api-admin.md, Products); the list is GET products?admin=true. */
export const adminProductRoutes = new Hono<AppEnv>();

adminProductRoutes.post('/admin_products', requireAdmin, async (c) => {
  const { product } = await parseBody(c, addProductBody);
  return answer(c, (tx) => saveProduct(tx, product), 201);
});

adminProductRoutes.put('/admin_products', requireAdmin, async (c) => {
  const { product } = await parseBody(c, editProductBody);
  const { _id, ...input } = product;
  return answer(c, (tx) => saveProduct(tx, input, _id));
});

adminProductRoutes.delete('/admin_products', requireAdmin, async (c) => {
  const id = await deleteTarget(c);
  return answer(c, async (tx) => {
    await setProductStatus(tx, id, 'Z');
    return id;
  });
});

adminProductRoutes.post('/admin_product_restore', requireAdmin, async (c) => {
  const { _id } = await parseBody(c, productIdBodySchema);
  return answer(c, async (tx) => {
    await setProductStatus(tx, _id, 'A');
    return _id;
  });
});

adminProductRoutes.put('/admin_product_stock', requireAdmin, async (c) => {
  const input = await parseBody(c, productStockSchema);
  return answer(c, async (tx) => {
    await setProductStock(tx, input);
    return input._id;
  });
});

adminProductRoutes.put('/admin_product_sub_category', requireAdmin, async (c) => {
  const { _id, subCategoryIds } = await parseBody(c, productSubCategorySchema);
  return answer(c, async (tx) => {
    await setProductSubCategories(tx, _id, subCategoryIds);
    return _id;
  });
});
