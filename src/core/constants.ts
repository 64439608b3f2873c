/**
 * Business constants from spec section 9, kept in one place so a limit is changed once. Values
 * that belong to one rule (price bands, sizes, sort options, order codes) live beside that rule.
 */

/** "Cart expires 432000000 ms (5 days) after creation." */
export const CART_EXPIRY_MS = 432_000_000;

/** "Default delivery days 3-5." */
export const DEFAULT_DELIVERY_DAYS = '3-5';

/** "Minimum password length 8." */
export const MIN_PASSWORD_LENGTH = 8;

/** "Page size 12." */
export const PAGE_SIZE = 12;

/** "Catalogue fetch 1000 rows; related 12; single product 1 row." */
export const CATALOGUE_FETCH_ROWS = 1000;
export const RELATED_PRODUCT_ROWS = 12;
/** Featured products on the home page, and offered by a search that found nothing. */
export const FEATURED_SHOWN = 8;
export const SINGLE_PRODUCT_ROWS = 1;

/** "Payment types PAYPAL and STRIPE." */
export const PAYMENT_TYPES = ['PAYPAL', 'STRIPE'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** "Currency euro" */
export const DEFAULT_CURRENCY = 'EUR';

/** "Default logo 250 by 80; footer image 100 by 100." */
export const DEFAULT_LOGO_SIZE = { width: 250, height: 80 } as const;
export const DEFAULT_FOOTER_IMAGE_SIZE = { width: 100, height: 100 } as const;

/** "The mobile menu (breakpoint 767 pixels)" */
export const MOBILE_MENU_BREAKPOINT_PX = 767;

/**
 * "Toasts: top centre, close button, newest on top, duplicates prevented; show 200 ms, hide
 * 1000 ms, time-out 3000 ms, extended time-out 1000 ms." Option names follow toastr's, which
 * most toast libraries copy, so the UI can pass them through with little mapping.
 */
export const TOAST_SETTINGS = {
  position: 'top-center',
  closeButton: true,
  newestOnTop: true,
  preventDuplicates: true,
  showDurationMs: 200,
  hideDurationMs: 1000,
  timeOutMs: 3000,
  extendedTimeOutMs: 1000,
} as const;
