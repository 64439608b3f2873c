import type { Context } from 'hono';
import type { AdminCatalogueProduct } from '../../../core/catalogue/product';
import {
  productIdBodySchema,
  productIdQuerySchema,
  productStockSchema,
  productSubCategorySchema,
} from '../../../core/validation/admin-product';
import type { AppEnv } from '../../http/env';
import { declaredRoutes, defineRoute, describedAnswer } from '../../http/route/define-route';
import { parseQuery, parseWith, readJsonObject } from '../../http/validate';
import type { Tx } from '../../db/transaction';
import { findAdminProduct } from './find-admin-product';
import { addProductBody, editProductBody } from './product-schemas';
import { setProductStatus, setProductStock, setProductSubCategories } from './product-updates';
import { saveProduct } from './save-product';

/* Admin product writes (docs/api-admin.md, Products); the list is GET products?admin=true. */

/** The product a DELETE names: `?_id=` in the query, else `{ _id }` in a JSON body. */
async function deleteTarget(c: Context<AppEnv>): Promise<string> {
  if (c.req.query('_id') !== undefined) return parseQuery(c, productIdQuerySchema)._id;
  return parseWith(productIdBodySchema, await readJsonObject(c))._id;
}

type ProductAnswer = { product: AdminCatalogueProduct };

/** Writes in one transaction, then answers `{ product }` in the admin shape. */
async function answer(
  c: Context<AppEnv>,
  write: (tx: Tx) => Promise<string>,
): Promise<ProductAnswer> {
  const db = c.get('db');
  const id = await db.transaction(write);
  return { product: await findAdminProduct(db, id) };
}

const base = { tag: 'admin-catalogue', access: 'admin' } as const;
const product = describedAnswer<ProductAnswer>({
  description: '{ product } (admin shape)',
  keys: { product: 'The product with its admin fields' },
});
const TAKEN = 'ALREADY_EXISTS: the sku or the route name is taken';
const UNKNOWN = { 404: 'Unknown _id' };

export const addProduct = defineRoute(
  {
    ...base,
    method: 'POST',
    path: '/admin_products',
    summary: 'Add a product',
    body: addProductBody,
    answer: { status: 201, ...product },
    errors: { 409: TAKEN },
  },
  async (c, { body }) => answer(c, (tx) => saveProduct(tx, body.product)),
);

export const editProduct = defineRoute(
  {
    ...base,
    method: 'PUT',
    path: '/admin_products',
    summary: 'Save a product',
    body: editProductBody,
    answer: product,
    errors: { ...UNKNOWN, 409: TAKEN },
  },
  async (c, { body }) => {
    const { _id, ...input } = body.product;
    return answer(c, (tx) => saveProduct(tx, input, _id));
  },
);

export const deleteProduct = defineRoute(
  {
    ...base,
    method: 'DELETE',
    path: '/admin_products',
    summary: 'Delete a product (status Z; `?_id=` or the body)',
    query: productIdQuerySchema.partial(),
    body: productIdBodySchema,
    bodyOptional: true,
    answer: product,
    errors: UNKNOWN,
  },
  async (c) => {
    const id = await deleteTarget(c);
    return answer(c, async (tx) => {
      await setProductStatus(tx, id, 'Z');
      return id;
    });
  },
);

export const restoreProduct = defineRoute(
  {
    ...base,
    method: 'POST',
    path: '/admin_product_restore',
    summary: 'Restore a deleted product (status A)',
    body: productIdBodySchema,
    answer: product,
    errors: UNKNOWN,
  },
  async (c, { body: { _id } }) =>
    answer(c, async (tx) => {
      await setProductStatus(tx, _id, 'A');
      return _id;
    }),
);

export const setStock = defineRoute(
  {
    ...base,
    method: 'PUT',
    path: '/admin_product_stock',
    summary: 'Set a product’s stock levels',
    body: productStockSchema,
    answer: product,
    errors: UNKNOWN,
  },
  async (c, { body }) =>
    answer(c, async (tx) => {
      await setProductStock(tx, body);
      return body._id;
    }),
);

export const setSubCategories = defineRoute(
  {
    ...base,
    method: 'PUT',
    path: '/admin_product_sub_category',
    summary: 'Set a product’s sub-categories',
    body: productSubCategorySchema,
    answer: product,
    errors: UNKNOWN,
  },
  async (c, { body: { _id, subCategoryIds } }) =>
    answer(c, async (tx) => {
      await setProductSubCategories(tx, _id, subCategoryIds);
      return _id;
    }),
);

/** In the document's order. */
export const ADMIN_PRODUCT_ROUTES = [
  addProduct,
  editProduct,
  deleteProduct,
  restoreProduct,
  setStock,
  setSubCategories,
] as const;

export const adminProductRoutes = declaredRoutes(ADMIN_PRODUCT_ROUTES);
