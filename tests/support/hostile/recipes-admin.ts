import fc from 'fast-check';
import { IMAGE_FOLDERS } from '../../../src/core/images/upload-rules';
import {
  array,
  int,
  object,
  oneOf,
  serial,
  text,
  uuid,
  type FieldKind,
  type JsonLike,
} from './kinds';
import type { Aim, Recipe } from './recipe';
import { shortHostileText, unknownUuid } from './values';

const list = (what: string): Recipe => ({ access: 'admin', inert: `the ${what} list` });
const paging = { page: int(1, 100_000), rows: int(1, 100) };

/** A serial id no record has, as a number or as query text (2^31 does not fit the column). */
const noSuchSerial = fc.constantFrom(
  2_147_483_647,
  2_147_483_648,
  99_999_999,
  9_007_199_254_740_991,
);

/** Reference lists: POST saves (`_id` picks the record), DELETE removes one. */
function referenceRecipes(
  name: string,
  fields: Record<string, FieldKind> = {},
): Record<string, Recipe> {
  return {
    [`GET /api/${name}`]: list(name),
    [`POST /api/${name}`]: {
      access: 'admin',
      body: { fields: { _id: serial, name: text(100), ...fields } },
    },
    [`DELETE /api/${name}`]: {
      access: 'admin',
      body: { fields: { _id: serial }, required: ['_id'] },
      aimed: () =>
        fc.oneof(
          noSuchSerial.map((id) => ({
            query: { _id: String(id) },
            why: 'a record that does not exist',
          })),
          noSuchSerial.map((id) => ({ body: { _id: id }, why: 'a record that does not exist' })),
          fc
            .constantFrom('0', '-1', '1.5', "1' or 1=1 --", '1e3x')
            .map((id) => ({ query: { _id: id }, why: 'not an id' })),
        ),
    },
  };
}

/** An order action on an order that does not exist. */
const unknownOrderAim = (extra: Record<string, JsonLike> = {}): fc.Arbitrary<Aim> =>
  unknownUuid.map((id) => ({ body: { _id: id, ...extra }, why: 'an order that does not exist' }));

const orderAction = (
  fields: Record<string, FieldKind> = {},
  extra: Record<string, JsonLike> = {},
): Recipe => ({
  access: 'admin',
  body: {
    fields: { _id: uuid, ...fields },
    required: ['_id', ...Object.keys(fields).filter((f) => f === 'itemId' || f === 'items')],
  },
  aimed: () => unknownOrderAim(extra),
});

const siteWrite = (sections: string[]): Recipe => ({
  access: 'admin',
  // The caller's email and token are credentials, not the call's fields (body-credentials.ts).
  body: { fields: Object.fromEntries(sections.map((s) => [s, object])) },
});

/** The back office: every call needs an administrator. */
export const ADMIN_RECIPES: Record<string, Recipe> = {
  ...referenceRecipes('admin_brands'),
  ...referenceRecipes('admin_categories'),
  ...referenceRecipes('admin_colors', { hex: text(7) }),
  ...referenceRecipes('admin_countries', { code: text(2), deliveryStdFee: int(0, 100_000_000) }),
  ...referenceRecipes('admin_styles', { sort: int(0, 1_000_000) }),
  ...referenceRecipes('admin_suppliers'),
  ...referenceRecipes('admin_shippers'),
  ...referenceRecipes('admin_tax_rates'),
  ...referenceRecipes('admin_galleries'),
  ...referenceRecipes('admin_videos'),
  ...referenceRecipes('admin_categories_subs', { categoryId: serial }),
  'GET /api/admin_categories_subs': {
    access: 'admin',
    query: { fields: { categoryId: serial }, required: ['categoryId'] },
  },

  'POST /api/admin_products': {
    access: 'admin',
    body: { fields: { product: object }, required: ['product'] },
  },
  'PUT /api/admin_products': {
    access: 'admin',
    body: {
      fields: { product: object, 'product._id': uuid },
      required: ['product', 'product._id'],
    },
  },
  'DELETE /api/admin_products': {
    access: 'admin',
    body: { fields: { _id: uuid }, required: ['_id'] },
    aimed: () =>
      unknownUuid.map((_id) => ({ query: { _id }, why: 'a product that does not exist' })),
  },
  'POST /api/admin_product_restore': {
    access: 'admin',
    body: { fields: { _id: uuid }, required: ['_id'] },
    aimed: () =>
      unknownUuid.map((_id) => ({ body: { _id }, why: 'a product that does not exist' })),
  },
  'PUT /api/admin_product_stock': {
    access: 'admin',
    body: {
      fields: {
        _id: uuid,
        inStock: int(0, 1_000_000),
        minStock: int(0, 1_000_000),
        criticalStock: int(0, 1_000_000),
      },
      required: ['_id', 'inStock', 'minStock', 'criticalStock'],
    },
    aimed: () =>
      unknownUuid.map((_id) => ({
        body: { _id, inStock: 1, minStock: 0, criticalStock: 0 },
        why: 'a product that does not exist',
      })),
  },
  'PUT /api/admin_product_sub_category': {
    access: 'admin',
    body: { fields: { _id: uuid, subCategoryIds: array }, required: ['_id'] },
    aimed: () =>
      unknownUuid.map((_id) => ({
        body: { _id, subCategoryIds: [2_147_483_648] },
        why: 'a product and sub-category that do not exist',
      })),
  },

  'GET /api/admin_site': list('site settings'),
  'POST /api/admin_site_company': siteWrite(['company', 'social']),
  'POST /api/admin_site_page': siteWrite(['navigation', 'banners', 'colors', 'home']),
  'POST /api/admin_site_cto': siteWrite(['login', 'analytics']),
  'POST /api/admin_site_cart': siteWrite(['cart']),
  'POST /api/admin_site_product': siteWrite(['product', 'shop']),
  'POST /api/admin_site_payment': siteWrite(['payment']),
  'POST /api/admin_site_seo': siteWrite(['headers', 'seo', 'meta']),
  'POST /api/admin_site_service': siteWrite(['navigation']),
  'POST /api/admin_site_email': siteWrite(['email']),
  'POST /api/admin_image': {
    access: 'admin',
    body: {
      fields: {
        chosenFile: object,
        'chosenFile.data_uri': text(),
        'chosenFile.name': text(255),
        folder: oneOf(...IMAGE_FOLDERS),
      },
      required: ['chosenFile', 'chosenFile.data_uri', 'folder'],
    },
    aimed: () =>
      shortHostileText.map((junk) => ({
        body: {
          chosenFile: { data_uri: `data:image/png;base64,${junk}!`, name: '../../x.png' },
          folder: 'products',
        },
        why: 'a data URI that is no picture',
      })),
  },
  'POST /api/admin_product_import': {
    access: 'admin',
    body: { fields: { csv: text(), mode: oneOf('preview', 'apply') }, required: ['csv', 'mode'] },
  },
  'POST /api/admin_product_update_stock_level': {
    access: 'admin',
    body: { fields: { csv: text(), mode: oneOf('preview', 'apply') }, required: ['csv', 'mode'] },
  },
  'GET /api/admin_product_template': list('product template'),
  'GET /api/admin_product_stock_template': list('stock template'),
  'GET /api/admin_product_export': list('product export'),
  'GET /api/admin_product_stock_export': list('stock export'),

  'GET /api/admin_orders': { access: 'admin', query: { fields: { ...paging, search: text(200) } } },
  'GET /api/admin_order': {
    access: 'admin',
    query: { fields: { _id: uuid }, required: ['_id'] },
    aimed: () =>
      unknownUuid.map((_id) => ({ query: { _id }, why: 'an order that does not exist' })),
  },
  'PUT /api/admin_orders': {
    ...orderAction(
      { items: array },
      { items: [{ _id: '00000000-0000-4000-8000-000000000000', productWeight: 100 }] },
    ),
  },
  'POST /api/admin_ship_item': orderAction(
    { itemId: uuid, trackingNo: text(100), trackingComments: text(1000), shipperId: int(1) },
    { itemId: '00000000-0000-4000-8000-000000000000' },
  ),
  'POST /api/admin_ship_order': {
    ...orderAction({ trackingNo: text(100), shipperId: int(1) }),
    aimed: ({ victim }) =>
      fc.oneof(
        unknownOrderAim(),
        noSuchSerial.map((shipperId) => ({
          body: { _id: victim.orderId, shipperId },
          why: 'a shipper that does not exist',
        })),
      ),
  },
  'POST /api/admin_order_paid': orderAction({ reference: text(200) }),
  'POST /api/admin_cancel_order': orderAction({ reason: text(1000) }),
  'POST /api/admin_reopen_order': orderAction(),
  'POST /api/admin_complete_order': orderAction(),
  'POST /api/admin_return_item': {
    ...orderAction(
      { itemId: uuid, quantity: int(1), reason: text(1000) },
      { itemId: '00000000-0000-4000-8000-000000000000' },
    ),
    aimed: ({ victim }) =>
      fc.oneof(
        unknownOrderAim({ itemId: '00000000-0000-4000-8000-000000000000' }),
        fc.constantFrom(2_147_483_648, 1_000_000).map((quantity) => ({
          body: { _id: victim.orderId, itemId: victim.itemId, quantity },
          why: 'returns more than was ordered',
        })),
      ),
  },
  'POST /api/admin_receive_item': orderAction(
    { itemId: uuid },
    { itemId: '00000000-0000-4000-8000-000000000000' },
  ),
  'GET /api/admin_sales': {
    access: 'admin',
    aimed: () =>
      fc
        .constantFrom(
          '2024-13-45',
          "2024-01-01'; drop table orders; --",
          '<script>',
          'yesterday',
          '2024-02-30',
          '1-1-1',
        )
        .chain((bad) => fc.constantFrom<Record<string, string>>({ start: bad }, { end: bad }))
        .map((query) => ({ query, why: 'not a date' })),
  },
  'GET /api/admin_sales_export': {
    access: 'admin',
    aimed: () =>
      fc
        .constantFrom('2024-13-45', "2024-01-01' or 1=1 --", '0000-00-00')
        .map((start) => ({ query: { start }, why: 'not a date' })),
  },
  'GET /api/admin_reviews': {
    access: 'admin',
    query: { fields: { ...paging, status: oneOf('P', 'A', 'H') } },
  },
  'POST /api/admin_reviews': {
    access: 'admin',
    body: { fields: { _id: uuid, status: oneOf('A', 'H') }, required: ['_id', 'status'] },
    aimed: () =>
      unknownUuid.map((_id) => ({
        body: { _id, status: 'A' },
        why: 'a review that does not exist',
      })),
  },
  'DELETE /api/admin_reviews': {
    access: 'admin',
    query: { fields: { _id: uuid }, required: ['_id'] },
    aimed: () =>
      unknownUuid.map((_id) => ({ query: { _id }, why: 'a review that does not exist' })),
  },
  'GET /api/admin_messages': {
    access: 'admin',
    query: { fields: { ...paging, status: oneOf('N', 'R', 'A') } },
  },
  'POST /api/admin_messages': {
    access: 'admin',
    body: {
      fields: { _id: uuid, action: oneOf('read', 'archive', 'unarchive') },
      required: ['_id', 'action'],
    },
    aimed: () =>
      unknownUuid.map((_id) => ({
        body: { _id, action: 'read' },
        why: 'a message that does not exist',
      })),
  },
  'POST /api/admin_message_reply': {
    access: 'admin',
    body: { fields: { _id: uuid, reply: text(5000) }, required: ['_id', 'reply'] },
    aimed: () =>
      unknownUuid.map((_id) => ({
        body: { _id, reply: '<script>alert(1)</script>' },
        why: 'a message that does not exist',
      })),
  },
  'GET /api/admin_customers': {
    access: 'admin',
    query: {
      fields: { ...paging, search: text(200), type: oneOf('A', 'C'), status: oneOf('P', 'A', 'B') },
    },
  },
  'GET /api/admin_customer': {
    access: 'admin',
    query: { fields: { _id: uuid }, required: ['_id'] },
    aimed: () =>
      unknownUuid.map((_id) => ({ query: { _id }, why: 'a customer who does not exist' })),
  },
  'POST /api/admin_customers': {
    access: 'admin',
    body: {
      fields: { _id: uuid, userStatus: oneOf('A', 'B'), userType: oneOf('A', 'C') },
      required: ['_id'],
    },
    aimed: () =>
      unknownUuid.map((_id) => ({
        body: { _id, userStatus: 'B' },
        why: 'a customer who does not exist',
      })),
  },
  'GET /api/admin_publish': list('publishing state'),
  'POST /api/admin_publish': {
    access: 'admin',
    authOnly: true,
    inert: 'asks the build hook to republish',
  },
};
