import { ERROR_MESSAGES } from './errors';
import { ORDER_TRANSITION_ERRORS } from './orders/order-transition-errors';

/**
 * Errors the API answers with that spec section 8 has no text for (see docs/decisions.md).
 * Together with the catalogue they are every `code` a client may receive.
 */
export const API_ERROR_MESSAGES = {
  BAD_REQUEST: 'The request is not valid',
  UNAUTHORISED: 'You must be logged in',
  FORBIDDEN: 'You are not allowed to do that',
  NOT_FOUND: 'That was not found',
  TOO_LARGE: 'The request is too large',
  // The spec's ENTER_EMAIL is for an empty box; a typed address that cannot be one gets this.
  EMAIL_INVALID: 'Enter a valid email address',
  ACCOUNT_NOT_ACTIVE: 'Your account is not active yet: we have sent you a new activation link',
  // A sign-up's nickname is shown and mailed back: words, not links or markup (issue 28.8).
  NICKNAME_INVALID: "A nickname may hold letters, digits, spaces and . _ - ' only",
  // A new password among the 10,000 most used ones (src/server/customers/common-passwords.ts).
  PASSWORD_TOO_COMMON: 'This password is one of the most used ones: choose another',
  TOO_MANY_ATTEMPTS: 'Too many failed attempts. Please try again later.',
  // Past the account's ceiling of failed sign-ins the password is not checked (issue 28.3).
  SIGNIN_LINK_NEEDED:
    'Too many failed sign-ins to this account: sign in with a link we email you instead',
  // Calls that make rows without signing in (a new cart) are limited per address (429).
  TOO_MANY_REQUESTS: 'Too many requests from your connection. Please try again later.',
  RETURN_NOT_ALLOWED: 'This item cannot be returned',
  ADDRESS_BOOK_FULL: 'Your address book is full',
  WISHLIST_FULL: 'Your wishlist is full',
  OUT_OF_STOCK: 'Sorry, this item is out of stock',
  // add_cart without one of the product's options (size, colour, style), or with one it lacks.
  OPTION_NEEDED: 'Choose the size, colour and style of this product before adding it',
  OPTION_NOT_OFFERED: 'This product is not offered in the size, colour or style chosen',
  SOLD_OUT:
    'Sorry, an item in your cart has just sold out. Your payment has been refunded and your cart updated.',
  CART_EMPTY: 'Your cart is empty',
  DELIVERY_ADDRESS_NEEDED: 'Choose a delivery address first',
  PAYMENT_UNAVAILABLE: 'This payment method is not available right now. Please try again later.',
  CART_PAID: 'This cart has been paid: its order is being placed',
  IN_USE: 'This record is still in use',
  ALREADY_EXISTS: 'A record with that name already exists',
  NOT_AN_IMAGE: 'The file is not an image: upload a JPEG, PNG, WebP, GIF or AVIF picture',
  IMAGE_TOO_LARGE: 'The image is too large: upload at most 4 MB and 40 megapixels',
  PUBLISH_UNAVAILABLE: 'Publishing is not set up: set BUILD_HOOK_URL',
  IMPORT_INVALID: 'The file has errors: nothing was imported',
  // An admin order action the order's state does not allow (409), one code per reason.
  ...ORDER_TRANSITION_ERRORS,
  STOCK_NEEDED: 'There is not enough stock to reopen the order',
  OWN_ACCOUNT: 'You cannot block your own account or change its type',
  MAIL_UNAVAILABLE: 'The mail could not be sent: please try again later',
  // The database is restarting or out of reach (503): the same request may work in a moment.
  SERVICE_UNAVAILABLE: 'The shop is briefly unavailable: please try again in a moment',
  ADMIN_ACCOUNT:
    "An administrator's account cannot be deleted: another administrator must first make it a customer account",
  // An administrator's second step of signing in (issue 28.4).
  ENTER_CODE: 'Enter the code',
  CODE_INVALID:
    'That code is not right: type the code your app shows now, or an unused recovery code',
  SIGN_IN_AGAIN: 'Your sign-in has expired: sign in again with your password',
  ORDERS_IN_PROGRESS:
    'You have an order or a return in progress: your account can be deleted once it is finished',
} as const;

export const ALL_ERROR_MESSAGES = { ...ERROR_MESSAGES, ...API_ERROR_MESSAGES } as const;

export type ApiErrorCode = keyof typeof ALL_ERROR_MESSAGES;
