import type { ListScope } from '../catalogue/list-scope';
import { toRouteName } from './route-name';

/**
 * The back-office product addresses (spec 2), without a language prefix. Segments are route
 * names (toRouteName), which the catalogue call matches like names. The spec's
 * /admin_product/{id} is the administrator's search (the search box goes there), so the form
 * has its own words: /admin_product/new and /admin_product/edit/{sku}; /{term}/{cat1}[/{cat2}]
 * narrows a search to a category and sub-category (docs/decisions.md "Admin product screens").
 */
export const ADMIN_PRODUCT_PATH = '/admin_product';

export type AdminProductRoute =
  { kind: 'list'; scope: ListScope } | { kind: 'new' } | { kind: 'edit'; sku: string };

const seg = (name: string) => encodeURIComponent(toRouteName(name));

export const adminProductNewPath = () => `${ADMIN_PRODUCT_PATH}/new`;
export const adminProductEditPath = (sku: string) =>
  `${ADMIN_PRODUCT_PATH}/edit/${encodeURIComponent(sku)}`;

/** The list route for a scope; the storefront's list pages map onto these one to one. */
export function adminProductListPath(scope: ListScope): string {
  if (scope.term) {
    const parts = [scope.term, scope.category, scope.category && scope.subCategory];
    return [ADMIN_PRODUCT_PATH, ...parts.filter((p): p is string => !!p).map(seg)].join('/');
  }
  if (scope.brand) {
    const category = scope.category ? `/${seg(scope.category)}` : '';
    return `${ADMIN_PRODUCT_PATH}/brand/${seg(scope.brand)}${category}`;
  }
  if (scope.category) {
    const sub = scope.subCategory ? `/${seg(scope.subCategory)}` : '';
    return `${ADMIN_PRODUCT_PATH}/category/${seg(scope.category)}${sub}`;
  }
  return ADMIN_PRODUCT_PATH;
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * What an /admin_product address (with or without /it) shows. An address that fits no route
 * (a bad escape, too many segments) is the full list rather than an error page.
 */
export function parseAdminProductPath(pathname: string): AdminProductRoute {
  const match = /(?:^|\/)admin_product(?:\/(.*))?$/.exec(pathname);
  const raw = (match?.[1] ?? '').split('/').filter(Boolean);
  const parts = raw.map(decode);
  const all: AdminProductRoute = { kind: 'list', scope: {} };
  if (parts.some((part) => part === null)) return all;
  const [first, second, third, ...rest] = parts as string[];
  if (first === undefined || rest.length > 0) return all;
  if (first === 'products' && !second) return all;
  if (first === 'new' && !second) return { kind: 'new' };
  if (first === 'edit') return second && !third ? { kind: 'edit', sku: second } : all;
  if (first === 'brand') {
    return second ? { kind: 'list', scope: { brand: second, category: third } } : all;
  }
  if (first === 'category') {
    return second ? { kind: 'list', scope: { category: second, subCategory: third } } : all;
  }
  return { kind: 'list', scope: { term: first, category: second, subCategory: third } };
}
