/**
 * Addresses (unprefixed, spec section 2) with nothing for a search engine: they sit behind a
 * login, belong to a payment step, or answer a one-off action. Each covers itself and what is
 * below it (/orders and /orders/123) but not a longer name (/returns does not cover
 * /returns_policy, a public page).
 */
export const PRIVATE_PATHS = [
  '/cart',
  '/checkout',
  '/checkout_complete',
  '/cancel_paypal',
  '/confirm_paypal',
  '/pay',
  '/login',
  '/logout',
  '/register',
  '/registered',
  '/activate',
  '/forgot_password',
  '/reset_password',
  '/signin_link',
  '/profile',
  '/wishlist',
  '/reviews',
  '/addressbook',
  '/orders',
  '/returns',
] as const;

/** Every back-office route starts with this (/admin_site, /admin_product/...). */
export const ADMIN_PREFIX = '/admin_';

export function isPrivatePath(path: string): boolean {
  return (
    path.startsWith(ADMIN_PREFIX) ||
    PRIVATE_PATHS.some((privatePath) => path === privatePath || path.startsWith(`${privatePath}/`))
  );
}
