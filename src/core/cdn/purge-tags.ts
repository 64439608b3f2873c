import { adminWrite, changesCatalogue } from '../publishing/changes-catalogue';
import { CACHE_TAGS, CARRIED_TAGS, type CacheTag } from './cache-policy';

/**
 * The data each admin write changes, by call name. Writes not listed change no public read:
 * suppliers (visitors never see them), orders that move no stock, customers, messages, a bare
 * picture upload (the record that points at it purges), publishing. The two CSV imports are
 * POSTs for their previews too: they purge themselves, only when an apply has written.
 */
const ADMIN_WRITES: ReadonlyMap<string, readonly CacheTag[]> = new Map([
  ['admin_brands', ['brands']],
  ['admin_categories', ['categories']],
  ['admin_categories_subs', ['categories']],
  ['admin_colors', ['colors']],
  ['admin_styles', ['styles']],
  ['admin_countries', ['countries']],
  ['admin_shippers', ['shippers']],
  ['admin_tax_rates', ['tax-rates']],
  ['admin_galleries', ['galleries']],
  ['admin_videos', ['videos']],
  ['admin_suppliers', []],
  ['admin_products', ['products']],
  ['admin_product_restore', ['products']],
  ['admin_product_stock', ['products']],
  ['admin_product_sub_category', ['products']],
  ['admin_product_import', []],
  ['admin_product_update_stock_level', []],
  // Approve, hide or delete: what product_reviews shows.
  ['admin_reviews', ['reviews']],
  // Stock comes back (cancel, a returned item received) or is taken again (reopen).
  ['admin_cancel_order', ['products']],
  ['admin_reopen_order', ['products']],
  ['admin_receive_item', ['products']],
  // What a search finds (products?search=) follows the shop's synonyms.
  ['admin_search_synonyms', ['products']],
]);

/** Writes outside the back office that change a public read. */
function publicWriteTags(method: string, path: string): readonly CacheTag[] {
  if (method === 'POST' && path === '/api/posts') return ['posts'];
  if (method === 'DELETE' && /^\/api\/posts\/[^/]+$/.test(path)) return ['posts'];
  // A deleted account takes its reviews with it.
  if (method === 'POST' && path === '/api/delete_account') return ['reviews'];
  return [];
}

/**
 * The tags a successful call purges. Site settings (`admin_site_*`) are the site; an admin write
 * this table does not know but that changes the published pages (changesCatalogue) purges
 * everything, so a call added later cannot leave a stale answer behind. Stock taken by an order
 * is purged where the order is placed (checkout/place-paid-cart.ts), not by path.
 */
export function tagsChangedBy(method: string, path: string): CacheTag[] {
  const verb = method.toUpperCase();
  const name = adminWrite(verb, path);
  let tags: readonly CacheTag[];
  if (name === null) tags = publicWriteTags(verb, path);
  else if (name.startsWith('admin_site_')) tags = ['site'];
  else tags = ADMIN_WRITES.get(name) ?? (changesCatalogue(verb, path) ? CACHE_TAGS : []);
  return tags.filter((tag) => CARRIED_TAGS.has(tag));
}
