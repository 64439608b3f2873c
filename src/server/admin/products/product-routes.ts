import type { Context } from 'hono';
import {
  productIdBodySchema,
  productIdQuerySchema,
  productStockSchema,
  productSubCategorySchema,
} from '../../../core/validation/admin-product';
import type { AppEnv } from '../../http/env';
import { defineRoute, schemaAnswer } from '../../http/route/define-route';
import { parseQuery, parseWith, readJsonObject } from '../../http/validate';
import type { Tx } from '../../db/transaction';
import { adminProductAnswerSchema } from './admin-product-answer';
import { findAdminProduct } from './find-admin-product';
import { getProductReferences } from './form-references-routes';
import { addProductBody, editProductBody } from './product-schemas';
import { setProductStatus, setProductStock, setProductSubCategories } from './product-updates';
import { saveProduct } from './save-product';

/* Admin product writes (docs/api-admin.md, Products); the list is GET products?admin=true. */

/** The product a DELETE names: `?_id=` in the query, else `{ _id }` in a JSON body. */
async function deleteTarget(c: Context<AppEnv>): Promise<string> {
  if (c.req.query('_id') !== undefined) return parseQuery(c, productIdQuerySchema)._id;
  return parseWith(productIdBodySchema, await readJsonObject(c))._id;
}

/** Writes in one transaction, then answers `{ product }` in the admin shape. */
async function answer(c: Context<AppEnv>, write: (tx: Tx) => Promise<string>) {
  const db = c.get('db');
  const id = await db.transaction(write);
  return { product: await findAdminProduct(db, id) };
}

/** Changes one product, named by its id, then answers it. */
const changed = (c: Context<AppEnv>, id: string, change: (tx: Tx) => Promise<unknown>) =>
  answer(c, async (tx) => {
    await change(tx);
    return id;
  });

const base = { tag: 'admin-catalogue', access: 'admin' } as const;
const product = schemaAnswer({
  description: '{ product } (admin shape)',
  schema: adminProductAnswerSchema,
});
const TAKEN = 'ALREADY_EXISTS: the sku or the route name is taken';
const UNKNOWN = { 404: 'Unknown _id' };
/** A change to an existing product: answers it, 404 for an unknown one. */
const existingProduct = { ...base, answer: product, errors: UNKNOWN };

export const addProduct = defineRoute(
  {
    ...base,
    method: 'POST',
    path: '/admin_products',
    purges: ['products'],
    changesPages: true,
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
    purges: ['products'],
    changesPages: true,
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
    ...existingProduct,
    method: 'DELETE',
    path: '/admin_products',
    purges: ['products'],
    changesPages: true,
    summary: 'Delete a product (status Z; `?_id=` or the body)',
    query: productIdQuerySchema.partial(),
    body: productIdBodySchema,
    bodyOptional: true,
  },
  async (c) => {
    const id = await deleteTarget(c);
    return changed(c, id, (tx) => setProductStatus(tx, id, 'Z'));
  },
);

export const restoreProduct = defineRoute(
  {
    ...existingProduct,
    method: 'POST',
    path: '/admin_product_restore',
    purges: ['products'],
    changesPages: true,
    summary: 'Restore a deleted product (status A)',
    body: productIdBodySchema,
  },
  async (c, { body: { _id } }) => changed(c, _id, (tx) => setProductStatus(tx, _id, 'A')),
);

export const setStock = defineRoute(
  {
    ...existingProduct,
    method: 'PUT',
    path: '/admin_product_stock',
    purges: ['products'],
    changesPages: true,
    summary: 'Set a product’s stock levels',
    body: productStockSchema,
  },
  async (c, { body }) => changed(c, body._id, (tx) => setProductStock(tx, body)),
);

export const setSubCategories = defineRoute(
  {
    ...existingProduct,
    method: 'PUT',
    path: '/admin_product_sub_category',
    purges: ['products'],
    changesPages: true,
    summary: 'Set a product’s sub-categories',
    body: productSubCategorySchema,
  },
  async (c, { body: { _id, subCategoryIds } }) =>
    changed(c, _id, (tx) => setProductSubCategories(tx, _id, subCategoryIds)),
);

/** In the document's order. */
export const ADMIN_PRODUCT_ROUTES = [
  addProduct,
  editProduct,
  deleteProduct,
  restoreProduct,
  setStock,
  setSubCategories,
  getProductReferences,
] as const;
