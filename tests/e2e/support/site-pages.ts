import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { apiProducts, narrowingValue } from './catalogue';

/**
 * Every page of the site (spec section 2) that the every-page test opens, by who opens it.
 * Paths have no language prefix; the test opens each in English and under /it. Names come from
 * the built site (public/), so they are real ones; the checks at the end of this file make a
 * new page file or a new kind of generated page fail the test until it is listed here.
 */
export type Role = 'visitor' | 'customer' | 'admin';

export interface SitePage {
  /** Where the page is, without /it. */
  path: string;
  /** What answers it: a src/pages file ("about"), a generated kind ("category") or "missing". */
  kind: string;
  /**
   * Refusals the page meets by design (a missing page's 404, a made-up link key's 400): the
   * browser logs each as a console error, which is then not a fault.
   */
  refused?: number[];
}

/** The built site: what `scripts/build-production.ts` wrote for the tests. */
const PUBLIC_DIR = path.resolve('public');
const PAGES_DIR = path.resolve('src/pages');

/**
 * The kinds of page gatsby-node.ts (src/build/create-shop-pages.ts) generates, by their English
 * address, and the client-only routes it sets up.
 */
export const GENERATED_KINDS: Record<string, RegExp> = {
  home: /^\/$/,
  products: /^\/shop\/products$/,
  category: /^\/category\/[^/]+$/,
  subCategory: /^\/category\/[^/]+\/[^/]+$/,
  brand: /^\/brand\/[^/]+$/,
  brandCategory: /^\/brand\/[^/]+\/[^/]+$/,
  product: /^\/product\/[^/]+$/,
  posts: /^\/posts$/,
  post: /^\/posts\/[^/]+$/,
};

/** The src/pages files, as routes: "about.tsx" → "about", "shop/[...].tsx" → "shop/[...]". */
export function pageFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? walk(path.join(dir, entry.name))
        : /\.tsx?$/.test(entry.name)
          ? [path.relative(PAGES_DIR, path.join(dir, entry.name)).replace(/\.tsx?$/, '')]
          : [],
    );
  return walk(PAGES_DIR).sort();
}

/**
 * Every English page the build wrote, e.g. "/category/Bags": a folder with an index.html, or
 * the .html file gatsby-adapter-netlify moves it to (category/Bags.html, a "pretty URL").
 */
export function builtPaths(): string[] {
  const found = new Set<string>();
  const walk = (dir: string, route: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const page = entry.isDirectory() ? entry.name : /^(.+)\.html$/.exec(entry.name)?.[1];
      if (!page || page === 'index') continue;
      if (route === '' && ['it', 'static', 'page-data', '_gatsby', 'images'].includes(page))
        continue;
      if (!entry.isDirectory()) {
        found.add(`${route}/${page}`);
        continue;
      }
      const sub = `${route}/${entry.name}`;
      if (existsSync(path.join(dir, entry.name, 'index.html'))) found.add(sub);
      walk(path.join(dir, entry.name), sub);
    }
  };
  if (existsSync(path.join(PUBLIC_DIR, 'index.html'))) found.add('/');
  walk(PUBLIC_DIR, '');
  return [...found].sort();
}

/** The kind a built page belongs to: its page file or generated kind; undefined if unknown. */
export function kindOf(route: string, files: readonly string[]): string | undefined {
  const file = route.replace(/^\//, '');
  if (files.includes(file)) return file;
  // Gatsby writes a client-only page's own file at its [...] path, and 404.html's twin.
  if (route === '/shop/[...]') return 'shop/[...]';
  if (route === '/404.html' || route === '/dev-404-page') return '404';
  return Object.entries(GENERATED_KINDS).find(([, pattern]) => pattern.test(route))?.[0];
}

const decodeRoute = (route: string) => decodeURIComponent(route);
const first = (routes: readonly string[], pattern: RegExp, prefer?: RegExp): string => {
  const matching = routes.filter((route) => pattern.test(route));
  const found = (prefer && matching.find((route) => prefer.test(route))) ?? matching[0];
  if (!found) throw new Error(`the build has no page like ${String(pattern)}`);
  return found;
};

export interface PageLists {
  visitor: SitePage[];
  customer: SitePage[];
  admin: SitePage[];
}

/** Customer screens: a visitor sees their logged-out face, a customer their content. */
const ACCOUNT_FILES = [
  'profile',
  'wishlist',
  'addressbook',
  'reviews',
  'orders',
  'returns',
  'pay',
  'checkout',
];

/**
 * The lists the every-page test opens. Generated pages are represented by one real page of
 * each kind (a category with sub-categories, a brand with a category page, ...), and list pages
 * again with a query string: filters, the second page, sorting, an odd search term.
 */
export async function sitePages(): Promise<PageLists> {
  const files = pageFiles();
  const built = builtPaths().map(decodeRoute);
  const subCategory = first(built, GENERATED_KINDS.subCategory as RegExp, /^\/category\/Bags\//);
  const category = subCategory.split('/').slice(0, 3).join('/');
  const brandCategory = first(built, GENERATED_KINDS.brandCategory as RegExp);
  const brand = brandCategory.split('/').slice(0, 3).join('/');
  const product = first(built, GENERATED_KINDS.product as RegExp);
  const post = first(built, GENERATED_KINDS.post as RegExp);
  const categoryName = category.split('/')[2] ?? '';
  const inCategory = await apiProducts({ category: categoryName });
  const colour = narrowingValue(inCategory, (p) => p.lng.eng.colors).value;
  const brandName = narrowingValue(inCategory, (p) => [p.brand]).value;
  const term = 'leather';
  const q = encodeURIComponent;

  const fileRoutes = files
    .filter((file) => !['404', 'shop/[...]', 'logout'].includes(file))
    .map((file) => ({ path: `/${file}`, kind: file }));
  const generated: SitePage[] = [
    { path: '/', kind: 'home' },
    { path: '/shop/products', kind: 'products' },
    { path: category, kind: 'category' },
    { path: subCategory, kind: 'subCategory' },
    { path: brand, kind: 'brand' },
    { path: brandCategory, kind: 'brandCategory' },
    { path: product, kind: 'product' },
    { path: '/posts', kind: 'posts' },
    { path: post, kind: 'post' },
  ];
  const withQuery: SitePage[] = [
    { path: `${category}?color=${q(colour)}`, kind: 'category' },
    { path: `${category}?brand=${q(brandName)}&sort=1`, kind: 'category' },
    { path: `${subCategory}?page=2`, kind: 'subCategory' },
    { path: '/shop/products?page=2', kind: 'products' },
    { path: '/shop/products?show=sale&price=100-150&sort=2', kind: 'products' },
    { path: `${brand}?category=${q(categoryName)}`, kind: 'brand' },
    { path: `${product}?ref=mail`, kind: 'product' },
    { path: `/shop/${term}`, kind: 'shop/[...]' },
    { path: `/shop/${term}?page=2&color=${q(colour)}`, kind: 'shop/[...]' },
    { path: '/shop/%25%25%25', kind: 'shop/[...]' },
    { path: '/shop/%C3%A0%20%22x%22%20%26%20%3Cb%3E', kind: 'shop/[...]' },
    { path: '/posts?page=2', kind: 'posts' },
    { path: '/contact?subject=Hello', kind: 'contact' },
    { path: '/newsletter?confirm=not-a-key', kind: 'newsletter', refused: [400, 404] },
    { path: '/reset_password?key=not-a-key', kind: 'reset_password', refused: [400, 404] },
    { path: '/activate?key=not-a-key', kind: 'activate', refused: [400, 404] },
    { path: '/pay?order=1&key=not-a-key', kind: 'pay', refused: [400, 404] },
    { path: '/login?next=%2Forders', kind: 'login' },
  ];
  const visitor: SitePage[] = [
    ...generated,
    ...fileRoutes.filter((page) => !page.kind.startsWith('admin_')),
    // What a visitor meets at a back-office address.
    { path: '/admin_orders', kind: 'admin_orders' },
    ...withQuery,
    { path: '/no-such-page', kind: 'missing', refused: [404] },
    { path: '/category/no-such-category', kind: 'missing', refused: [404] },
    { path: '/logout', kind: 'logout' },
  ];
  const customer: SitePage[] = [
    { path: '/', kind: 'home' },
    { path: product, kind: 'product' },
    { path: `${category}?color=${q(colour)}`, kind: 'category' },
    ...ACCOUNT_FILES.map((file) => ({ path: `/${file}`, kind: file })),
    { path: '/orders?page=2', kind: 'orders' },
    { path: '/cart', kind: 'cart' },
    { path: '/contact', kind: 'contact' },
    { path: '/checkout_complete', kind: 'checkout_complete' },
    { path: `/shop/${term}`, kind: 'shop/[...]' },
  ];
  const sku = encodeURIComponent(inCategory[0]?.sku ?? '');
  const admin: SitePage[] = [
    ...fileRoutes.filter((page) => page.kind.startsWith('admin_')),
    { path: '/admin_product/products', kind: 'admin_product' },
    { path: '/admin_product/products?page=2', kind: 'admin_product' },
    { path: `/admin_product/${term}`, kind: 'admin_product' },
    { path: '/admin_product/%25%25%25', kind: 'admin_product' },
    { path: `/admin_product/category/${categoryName}`, kind: 'admin_product' },
    {
      path: `/admin_product/category/${subCategory.split('/').slice(2).join('/')}`,
      kind: 'admin_product',
    },
    {
      path: `/admin_product/brand/${brandCategory.split('/').slice(2).join('/')}`,
      kind: 'admin_product',
    },
    { path: `/admin_product/${term}/${categoryName}`, kind: 'admin_product' },
    { path: '/admin_product/new', kind: 'admin_product' },
    { path: `/admin_product/edit/${sku}`, kind: 'admin_product' },
    { path: '/admin_orders?search=%25%25%25&page=2', kind: 'admin_orders' },
    { path: '/admin_orders?filter=P,S&sort=1', kind: 'admin_orders' },
    { path: '/admin_customers?search=a&page=2', kind: 'admin_customers' },
    { path: '/admin_sales?start=2026-01-01&end=2026-03-31', kind: 'admin_sales' },
    // What an administrator meets on the storefront (the search goes to the back office).
    { path: '/', kind: 'home' },
    { path: category, kind: 'category' },
    { path: product, kind: 'product' },
  ];
  return { visitor, customer, admin };
}
