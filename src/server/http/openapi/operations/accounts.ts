import * as z from 'zod';
import { forgotPasswordSchema } from '../../../../core/validation/forgot-password';
import {
  newsletterConfirmSchema,
  newsletterSignUpSchema,
  newsletterUnsubscribeSchema,
} from '../../../../core/validation/newsletter';
import { passwordChangeSchema } from '../../../../core/validation/password-change';
import { passwordResetSchema } from '../../../../core/validation/password-reset';
import { profileSchema } from '../../../../core/validation/profile';
import { signInSchema } from '../../../../core/validation/sign-in';
import { signUpSchema } from '../../../../core/validation/sign-up';
import {
  addressBody,
  addressIdBody,
  returnBody,
  reviewBody,
  skuBody,
} from '../../../account/account-schemas';
import { addressIdQuery, contactBody, linkKeyQuery, skuQuery } from '../documented-only';
import type { RouteTable } from '../operation';

const one = (key: string, what: string) => ({
  description: `{ ${key} }: ${what}`,
  keys: { [key]: what },
});
const ORDERS = 'Placed orders with their items, newest first (docs/api-accounts.md, "Order")';
const LINK_INVALID = 'LINK_INVALID: unknown, used or expired link';
const TOO_MANY = 'TOO_MANY_ATTEMPTS, with Retry-After';

/** Accounts, the customer's own data, the contact form and the newsletter (docs/api-accounts.md). */
export const accountOperations: RouteTable = {
  'POST /signup': {
    summary: 'Sign up; mails an activation link',
    tag: 'account',
    access: 'public',
    body: signUpSchema,
    answer: { status: 201, ...one('registered', 'true') },
    errors: { 409: 'EMAIL_IN_USE or NICKNAME_IN_USE' },
  },
  'GET /user': {
    summary: 'Activate an account (the mailed link)',
    tag: 'account',
    access: 'public',
    query: linkKeyQuery,
    answer: one('user', '{ _id, userName, nickName, lng }'),
    errors: { 400: LINK_INVALID },
  },
  'POST /signin': {
    summary: 'Log in',
    tag: 'account',
    access: 'public',
    body: signInSchema,
    answer: {
      description: '{ user, date }',
      keys: {
        user: '{ _id, userName, userType, token, nickName, firstName, lastName, lng }',
        date: 'ISO time',
      },
    },
    errors: {
      400: 'NOT_A_ROBOT: the email has failed too often lately, send `captcha` (GET captcha), solved; or the field messages',
      401: 'LOGIN_FAILED: wrong email or password, or a blocked account',
      403: 'ACCOUNT_NOT_ACTIVE: right password, not activated yet (a new link is mailed)',
      429: 'TOO_MANY_ATTEMPTS, with Retry-After: this address has failed too often lately',
    },
  },
  'POST /signout': {
    summary: 'Log out: revokes the token',
    tag: 'account',
    access: 'customer',
    answer: one('signedOut', 'true'),
  },
  'POST /forgot_password': {
    summary: 'Mail a password reset link',
    tag: 'account',
    access: 'public',
    body: forgotPasswordSchema,
    answer: one('sent', 'Always true, whether or not the account exists'),
  },
  'GET /reset_user': {
    summary: 'Who a reset link is for',
    tag: 'account',
    access: 'public',
    query: linkKeyQuery,
    answer: one('user', '{ userName }'),
    errors: { 400: LINK_INVALID },
  },
  'POST /reset_password': {
    summary: 'Set a new password from a reset link',
    tag: 'account',
    access: 'public',
    body: passwordResetSchema,
    answer: one('reset', 'true; every session of the account is revoked'),
    errors: { 400: `${LINK_INVALID}, or the new password’s field messages` },
  },
  'PUT /password': {
    summary: 'Change the password',
    tag: 'account',
    access: 'customer',
    body: passwordChangeSchema,
    answer: one('changed', 'true; the account’s other sessions are revoked'),
    errors: { 400: 'CURRENT_PASSWORD_INCORRECT, or the field messages', 429: TOO_MANY },
  },
  'GET /customer': {
    summary: 'The caller’s profile',
    tag: 'account',
    access: 'customer',
    answer: one('customer', 'The profile (spec 3, "User profile")'),
  },
  'PUT /profile': {
    summary: 'Change the caller’s profile',
    tag: 'account',
    access: 'customer',
    body: profileSchema,
    answer: one('user', 'The profile as saved'),
    errors: { 409: 'NICKNAME_IN_USE' },
  },
  'GET /addressbook': {
    summary: 'The address book',
    tag: 'account',
    access: 'customer',
    answer: one('addressBook', 'Addresses with _id and isDefault, the default first'),
  },
  'POST /addressbook': {
    summary: 'Add or update an address',
    tag: 'account',
    access: 'customer',
    body: addressBody,
    answer: one('addressBook', 'The address book'),
    errors: { 404: 'Not one of the caller’s entries', 409: 'ADDRESS_BOOK_FULL (20 entries)' },
  },
  'DELETE /addressbook': {
    summary: 'Delete an address (`?id=` or the body)',
    tag: 'account',
    access: 'customer',
    query: addressIdQuery,
    body: addressIdBody,
    bodyOptional: true,
    answer: one('addressBook', 'The address book'),
    errors: { 404: 'Not one of the caller’s entries' },
  },
  'GET /wishlist': {
    summary: 'The wishlist',
    tag: 'account',
    access: 'customer',
    answer: one('wishlists', 'Entries, newest first'),
  },
  'POST /wishlist': {
    summary: 'Add a product to the wishlist',
    tag: 'account',
    access: 'customer',
    body: skuBody,
    answer: one('wishlists', 'The wishlist'),
    errors: { 404: 'Unknown or deleted product', 409: 'WISHLIST_FULL (100)' },
  },
  'DELETE /wishlist': {
    summary: 'Remove a product from the wishlist (`?sku=` or the body)',
    tag: 'account',
    access: 'customer',
    query: skuQuery,
    body: skuBody,
    bodyOptional: true,
    answer: one('wishlists', 'The wishlist'),
    errors: { 404: 'Not on the caller’s list' },
  },
  'GET /reviews': {
    summary: 'The caller’s reviews',
    tag: 'account',
    access: 'customer',
    answer: one('reviews', 'The caller’s reviews, any status'),
  },
  'GET /review_eligibility': {
    summary: 'Whether the caller may review a product (has bought it)',
    tag: 'account',
    access: 'customer',
    description:
      'Asked before the review form is shown; POST reviews applies the same rule and still refuses. An unknown sku is false.',
    query: skuBody,
    answer: one('canReview', 'true when a placed, paid order of the caller holds the product'),
  },
  'POST /reviews': {
    summary: 'Review a bought product',
    tag: 'account',
    access: 'customer',
    body: reviewBody,
    answer: { status: 201, ...one('reviews', 'The caller’s reviews') },
    errors: { 403: 'REVIEW_NEEDS_PURCHASE (also for an unknown sku)' },
  },
  'GET /orders': {
    summary: 'The caller’s orders',
    tag: 'account',
    access: 'customer',
    answer: one('orders', ORDERS),
  },
  'PUT /return_item': {
    summary: 'Ask to return an item',
    tag: 'account',
    access: 'customer',
    body: returnBody,
    answer: {
      description: '{ returnedItem, orders }',
      keys: { returnedItem: 'The return request (as in GET returns)', orders: ORDERS },
    },
    errors: {
      404: 'Not the caller’s item',
      409: 'RETURN_NOT_ALLOWED: not shipped, too late, already asked, or too many',
    },
  },
  'GET /returns': {
    summary: 'The caller’s return requests',
    tag: 'account',
    access: 'customer',
    answer: one('returns', 'Return requests, newest first'),
  },
  // Data rights: the route validates with an inline schema of its own (data-rights-routes.ts);
  // this one mirrors it until that schema is exported.
  'GET /my_data': {
    summary: 'A copy of everything the shop keeps about the caller',
    tag: 'account',
    access: 'customer',
    answer: {
      description:
        'The caller’s data as a JSON file to keep (Content-Disposition: attachment; never cached)',
    },
  },
  'POST /delete_account': {
    summary: 'Delete the caller’s account (password asked again)',
    tag: 'account',
    access: 'customer',
    body: z.object({ password: z.string().min(1) }),
    answer: one('deleted', 'true'),
    errors: {
      400: 'CURRENT_PASSWORD_INCORRECT, or ENTER_PASSWORD',
      403: 'ADMIN_ACCOUNT: an administrator’s account is not deleted here',
      409: 'ORDERS_IN_PROGRESS: orders not yet delivered or closed',
      429: TOO_MANY,
    },
  },
  'GET /captcha': {
    summary: 'A captcha challenge for the contact form and a sign-in that asks for one',
    tag: 'contact',
    access: 'public',
    answer: {
      description: 'A signed ALTCHA challenge (never cached)',
      keys: { parameters: 'The challenge', signature: 'Its signature' },
    },
  },
  'POST /contactus': {
    summary: 'Send a message to the shop',
    tag: 'contact',
    access: 'public',
    body: contactBody,
    answer: { status: 201, ...one('sent', 'true') },
    errors: { 400: 'NOT_A_ROBOT (captcha missing or wrong), or the field messages' },
  },
  'POST /newsletter': {
    summary: 'Sign up to the newsletter; mails a confirmation link',
    tag: 'contact',
    access: 'public',
    body: newsletterSignUpSchema,
    answer: one('pending', 'Always true'),
  },
  'POST /newsletter_confirm': {
    summary: 'Confirm a newsletter subscription (the mailed link)',
    tag: 'contact',
    access: 'public',
    body: newsletterConfirmSchema,
    answer: one('subscribed', 'true'),
    errors: { 400: LINK_INVALID },
  },
  'POST /newsletter_unsubscribe': {
    summary: 'Leave the newsletter (the link in every newsletter mail)',
    tag: 'contact',
    access: 'public',
    body: newsletterUnsubscribeSchema,
    answer: one('unsubscribed', 'true'),
    errors: { 400: LINK_INVALID },
  },
};
