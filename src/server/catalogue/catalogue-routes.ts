import { asksForAdminProducts } from '../../core/cdn/cache-policy';
import { adminFrom } from '../http/auth';
import { defineRoute, schemaAnswer } from '../http/route/define-route';
import { cachedProductList } from './product-list-cache';
import { productQuerySchema } from './product-query';
import { productListAnswerSchema } from './product-list-answer';
import { needsAdministrator, queryProductList } from './product-service';

export const getProducts = defineRoute(
  {
    method: 'GET',
    path: '/products',
    // A product names its brand, category, sub-categories, colours and styles. Admin mode and any
    // status but active are an administrator's lists, never shared.
    cache: {
      tags: ['products', 'brands', 'categories', 'colors', 'styles'],
      privateWhen: asksForAdminProducts,
    },
    summary: 'Products, filtered',
    tag: 'catalogue',
    access: 'visitor',
    description:
      '`admin=true` and `status` need an administrator’s token. A `search` answers best match ' +
      'first; `searchedFor` (the query as searched, lower case) is there only when a typed ' +
      'word was corrected. With `page` (beyond the spec), the answer is that page of the whole ' +
      'list, filtered by the checks (`show`, `brands`, `categories`, `sub`, `color`, `style`, ' +
      '`size`, `price`, `only`) and sorted by `sort` in `lng`, with the list’s `total`, ' +
      '`facets` and `filterOptions`; without it, as the spec (the first `rows` products).',
    query: productQuerySchema,
    answer: schemaAnswer({
      description: '{ products, total, searchedFor?, page?, facets?, filterOptions? }',
      schema: productListAnswerSchema,
    }),
    errors: { 401: 'admin=true without a valid token', 403: 'admin=true from a customer' },
  },
  async (c, { query }) => {
    const db = c.get('db');
    if (needsAdministrator(query)) {
      // An admin request is checked strictly: a stale or foreign token is refused, not ignored.
      // The caller the visitor rule already found an administrator is not looked up again.
      const auth = c.get('auth');
      return queryProductList(db, query, auth?.userType === 'A' ? auth : await adminFrom(c));
    }
    // Anyone else, visitor or signed in, gets the same answer to the same query (a token grants
    // nothing here): the serialised answer is kept while the catalogue is unchanged, and sent
    // as it is.
    const { bytes, etag } = await cachedProductList(db, query, () =>
      queryProductList(db, query, undefined),
    );
    // The kept tag spares the cache-headers middleware hashing the list on every call.
    return c.body(bytes, 200, { 'Content-Type': 'application/json', ETag: etag });
  },
);

/** The catalogue's products, public and in admin mode. */
export const PRODUCT_ROUTES = [getProducts] as const;
