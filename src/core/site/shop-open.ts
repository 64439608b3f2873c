import { ADMIN_PREFIX } from '../seo/private-paths';

/**
 * Whether a page shows its content or the closed notice. A closed shop still lets its
 * administrators in, and anyone to /login and the back-office pages (which ask for an
 * administrator themselves), or nobody could reopen it from the browser.
 */
export function showsPage(shopActive: boolean, isAdmin: boolean, originalPath: string): boolean {
  if (shopActive || isAdmin) return true;
  return /^\/login\/?$/.test(originalPath) || originalPath.startsWith(ADMIN_PREFIX);
}
