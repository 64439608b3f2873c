/**
 * Admin calls whose writes change no page of the static site: orders and customers live in the
 * account pages (the stock they move is read live, as checkout's is), reviews and messages are
 * read live, an uploaded picture shows only once a
 * saved record points at it (that save marks the change), and publishing is the cure itself.
 * The two CSV imports are POSTs for their previews too: they mark the change themselves, only
 * when an apply has written.
 */
const LEAVES_PAGES_ALONE: ReadonlySet<string> = new Set([
  'admin_orders',
  'admin_complete_order',
  'admin_ship_order',
  'admin_cancel_order',
  'admin_ship_item',
  'admin_order_paid',
  'admin_reopen_order',
  'admin_return_item',
  'admin_receive_item',
  'admin_customers',
  'admin_reviews',
  'admin_messages',
  'admin_message_reply',
  'admin_image',
  'admin_publish',
  'admin_product_import',
  'admin_product_update_stock_level',
  // Searches are asked live (/shop/{term} is a client-side page): no page holds a synonym.
  'admin_search_synonyms',
]);

const WRITES: ReadonlySet<string> = new Set(['POST', 'PUT', 'DELETE']);

/** The admin call a write names (`admin_brands` for `POST /api/admin_brands/…`), else null. */
export function adminWrite(method: string, path: string): string | null {
  if (!WRITES.has(method.toUpperCase())) return null;
  return /^\/api\/(admin_[a-z0-9_]+)(?:\/|$)/.exec(path)?.[1] ?? null;
}

/**
 * Whether a successful call leaves the published site behind the database: every admin write
 * (`/api/admin_*`) except the calls above. Reads and public calls never do.
 */
export function changesCatalogue(method: string, path: string): boolean {
  const name = adminWrite(method, path);
  return name !== null && !LEAVES_PAGES_ALONE.has(name);
}
