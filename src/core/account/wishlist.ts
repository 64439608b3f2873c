/** A generous cap: a wishlist is a short list of wants, and a cap keeps the table bounded. */
export const WISHLIST_LIMIT = 100;
