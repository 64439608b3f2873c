import { importRequestSchema } from '../../../../core/imports/import-request';
import { adminImageUploadSchema } from '../../../../core/validation/admin-image';
import {
  productIdBodySchema,
  productIdQuerySchema,
  productStockSchema,
  productSubCategorySchema,
} from '../../../../core/validation/admin-product';
import {
  adminCategorySubSchema,
  adminCategorySubsQuerySchema,
  adminDeleteSchema,
} from '../../../../core/validation/admin-reference';
import { ADMIN_SITE_WRITES } from '../../../../core/validation/admin-site';
import { addProductBody, editProductBody } from '../../../admin/products/product-schemas';
import {
  brandResource,
  categoryResource,
  colorResource,
  styleResource,
  supplierResource,
} from '../../../admin/reference/catalogue-resources';
import {
  countryResource,
  shipperResource,
  taxRateResource,
} from '../../../admin/reference/delivery-resources';
import { galleryResource, videoResource } from '../../../admin/reference/media-resources';
import type { ReferenceResource } from '../../../admin/reference/reference-resource';
import type { OperationSpec, RouteTable } from '../operation';

const IN_USE = 'IN_USE: the record is still used (the answer says where); nothing is deleted';
const CLASH = 'ALREADY_EXISTS: a unique name or code clashes';
const PRODUCT = {
  description: '{ product } (admin shape)',
  keys: { product: 'The product with its admin fields' },
};
const IMPORT_REPORT = {
  description: '{ mode, rows, valid, added, updated, errors, preview }',
  keys: {
    mode: 'preview or apply',
    rows: 'Data rows in the file',
    valid: 'Rows without an error',
    added: 'Valid rows that add a product',
    updated: 'Valid rows that update one',
    errors: '[{ row, column, message }]',
    preview: '[{ row, sku, name, action }]',
  },
};
const csv = (what: string) => ({
  description: `${what} (UTF-8 with BOM, CRLF)`,
  mediaType: 'text/csv' as const,
});

/** GET, POST (save) and DELETE of one admin reference list (docs/api-admin.md, "Admin reference data"). */
function referenceCalls<I extends { _id?: number }, S extends { _id: number }>(
  r: ReferenceResource<I, S>,
): RouteTable {
  const base = { tag: 'admin-catalogue', access: 'admin' } as const;
  const list = `Every ${r.label.toLowerCase()}, inactive ones too`;
  const calls: Record<string, OperationSpec> = {
    [`GET /${r.path}`]: {
      ...base,
      summary: `${r.label}: the list`,
      answer: { description: `{ ${r.many} }`, keys: { [r.many]: list } },
    },
    [`POST /${r.path}`]: {
      ...base,
      summary: `${r.label}: add (no _id) or update`,
      body: r.schema,
      answer: {
        description: `{ ${r.one}, ${r.many} }`,
        keys: { [r.one]: 'The saved record', [r.many]: list },
      },
      errors: { 404: 'Unknown _id', 409: CLASH },
    },
    [`DELETE /${r.path}`]: {
      ...base,
      summary: `${r.label}: delete (\`?_id=\` or the body)`,
      query: adminDeleteSchema.partial(),
      body: adminDeleteSchema,
      bodyOptional: true,
      answer: {
        description: `{ deleted, ${r.many} }`,
        keys: { deleted: 'The deleted id', [r.many]: list },
      },
      errors: { 404: 'Unknown _id', 409: IN_USE },
    },
  };
  return calls;
}

const siteWrites: RouteTable = Object.fromEntries(
  Object.entries(ADMIN_SITE_WRITES).map(([name, schema]) => [
    `POST /admin_site_${name}`,
    {
      summary: `Site settings: save the ${name} sections`,
      tag: 'admin-site',
      access: 'admin',
      body: schema,
      answer: {
        description: '{ site }',
        keys: { site: 'Every section, as GET admin_site answers' },
      },
    } satisfies OperationSpec,
  ]),
);

/** Site settings, publishing, reference data, products, pictures, imports (docs/api-admin.md). */
export const adminCatalogueOperations: RouteTable = {
  'GET /admin_site': {
    summary: 'Site settings: every section',
    tag: 'admin-site',
    access: 'admin',
    answer: { description: '{ site }', keys: { site: 'Every section, mail settings included' } },
  },
  ...siteWrites,
  'GET /admin_publish': {
    summary: 'Whether the static site is behind the database',
    tag: 'admin-site',
    access: 'admin',
    answer: {
      description: '{ publish }',
      keys: { publish: '{ stale, changedAt, publishedAt, requestedAt, hook }' },
    },
  },
  'POST /admin_publish': {
    summary: 'Call the build hook',
    tag: 'admin-site',
    access: 'admin',
    answer: {
      status: 202,
      description: '{ publish }',
      keys: { publish: '{ stale, changedAt, publishedAt, requestedAt, hook }' },
    },
    errors: { 502: 'The build hook failed', 503: 'PUBLISH_UNAVAILABLE: no build hook is set' },
  },
  ...referenceCalls(brandResource),
  ...referenceCalls(categoryResource),
  'GET /admin_categories_subs': {
    summary: 'Sub-category: one category’s list',
    tag: 'admin-catalogue',
    access: 'admin',
    query: adminCategorySubsQuerySchema,
    answer: {
      description: '{ categoryId, categorySubs }',
      keys: { categoryId: 'The category', categorySubs: 'Its sub-categories' },
    },
    errors: { 404: 'Unknown categoryId' },
  },
  'POST /admin_categories_subs': {
    summary: 'Sub-category: add (no _id) or update',
    tag: 'admin-catalogue',
    access: 'admin',
    body: adminCategorySubSchema,
    answer: {
      description: '{ categorySub, categorySubs }',
      keys: {
        categorySub: 'The saved sub-category',
        categorySubs: 'Its category’s sub-categories',
      },
    },
    errors: { 404: 'Unknown _id or categoryId', 409: CLASH },
  },
  'DELETE /admin_categories_subs': {
    summary: 'Sub-category: delete (`?_id=` or the body)',
    tag: 'admin-catalogue',
    access: 'admin',
    query: adminDeleteSchema.partial(),
    body: adminDeleteSchema,
    bodyOptional: true,
    answer: {
      description: '{ deleted, categoryId, categorySubs }',
      keys: {
        deleted: 'The deleted id',
        categoryId: 'Its category',
        categorySubs: 'The category’s sub-categories',
      },
    },
    errors: { 404: 'Unknown _id', 409: IN_USE },
  },
  ...referenceCalls(colorResource),
  ...referenceCalls(countryResource),
  ...referenceCalls(styleResource),
  ...referenceCalls(supplierResource),
  ...referenceCalls(shipperResource),
  ...referenceCalls(taxRateResource),
  ...referenceCalls(galleryResource),
  ...referenceCalls(videoResource),
  'POST /admin_products': {
    summary: 'Add a product',
    tag: 'admin-catalogue',
    access: 'admin',
    body: addProductBody,
    answer: { status: 201, ...PRODUCT },
    errors: { 409: 'ALREADY_EXISTS: the sku or the route name is taken' },
  },
  'PUT /admin_products': {
    summary: 'Save a product',
    tag: 'admin-catalogue',
    access: 'admin',
    body: editProductBody,
    answer: PRODUCT,
    errors: { 404: 'Unknown _id', 409: 'ALREADY_EXISTS: the sku or the route name is taken' },
  },
  'DELETE /admin_products': {
    summary: 'Delete a product (status Z; `?_id=` or the body)',
    tag: 'admin-catalogue',
    access: 'admin',
    query: productIdQuerySchema.partial(),
    body: productIdBodySchema,
    bodyOptional: true,
    answer: PRODUCT,
    errors: { 404: 'Unknown _id' },
  },
  'POST /admin_product_restore': {
    summary: 'Restore a deleted product (status A)',
    tag: 'admin-catalogue',
    access: 'admin',
    body: productIdBodySchema,
    answer: PRODUCT,
    errors: { 404: 'Unknown _id' },
  },
  'PUT /admin_product_stock': {
    summary: 'Set a product’s stock levels',
    tag: 'admin-catalogue',
    access: 'admin',
    body: productStockSchema,
    answer: PRODUCT,
    errors: { 404: 'Unknown _id' },
  },
  'PUT /admin_product_sub_category': {
    summary: 'Set a product’s sub-categories',
    tag: 'admin-catalogue',
    access: 'admin',
    body: productSubCategorySchema,
    answer: PRODUCT,
    errors: { 404: 'Unknown _id' },
  },
  'POST /admin_image': {
    summary: 'Upload a picture (stored as WebP with a thumbnail)',
    tag: 'admin-catalogue',
    access: 'admin',
    body: adminImageUploadSchema,
    answer: {
      status: 201,
      description: '{ image }',
      keys: { image: '{ key, url, width, height, thumbUrl }' },
    },
    errors: {
      400: 'NOT_AN_IMAGE, a malformed data URI, or the field messages',
      413: 'IMAGE_TOO_LARGE: over 4 MB of picture, 40 megapixels or a 6 MB body',
    },
  },
  'POST /admin_product_import': {
    summary: 'Import products from CSV (preview or apply)',
    tag: 'admin-catalogue',
    access: 'admin',
    body: importRequestSchema,
    answer: IMPORT_REPORT,
    errors: {
      400: 'IMPORT_INVALID (apply with errors: the report, nothing written), or the field messages',
    },
  },
  'POST /admin_product_update_stock_level': {
    summary: 'Import stock levels from CSV (preview or apply)',
    tag: 'admin-catalogue',
    access: 'admin',
    body: importRequestSchema,
    answer: IMPORT_REPORT,
    errors: {
      400: 'IMPORT_INVALID (apply with errors: the report, nothing written), or the field messages',
    },
  },
  'GET /admin_product_template': {
    summary: 'The product import’s template',
    tag: 'admin-catalogue',
    access: 'admin',
    answer: csv('products-template.csv'),
  },
  'GET /admin_product_stock_template': {
    summary: 'The stock import’s template',
    tag: 'admin-catalogue',
    access: 'admin',
    answer: csv('stock-template.csv'),
  },
  'GET /admin_product_export': {
    summary: 'Every product in the import’s columns',
    tag: 'admin-catalogue',
    access: 'admin',
    answer: csv('products-YYYY-MM-DD.csv'),
  },
  'GET /admin_product_stock_export': {
    summary: 'Every product’s stock in the stock import’s columns',
    tag: 'admin-catalogue',
    access: 'admin',
    answer: csv('stock-YYYY-MM-DD.csv'),
  },
};
