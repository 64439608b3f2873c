import { getCookie } from 'hono/cookie';
import { signInWithLinkSchema } from '../../core/validation/signin-link';
import { defineRoute, schemaAnswer } from '../http/route/define-route';
import { LINK_INVALID } from '../http/route/refusal-texts';
import { DEVICE_COOKIE } from './second-factor/device-cookie';
import { secondStepAfterPassword } from './second-factor/second-factor';
import { linkInvalid } from './account-errors';
import { mailLinkRoute } from './mail-link-routes';
import { consumeToken } from './customer-tokens';
import { findCustomerById } from './find-customer';
import { sendSignInLink } from './reset-link-request';
import { signInAnswerSchema } from './signed-in-answer';
import { signedIn } from './signin-routes';

/**
 * Mails a one-time sign-in link (issue 28.3): the way in for the owner of an account past its
 * ceiling of failed sign-ins, and for anyone who prefers it. As forgot_password: the same
 * answer for any email, given before it is looked up; at most one link a minute per account.
 */
export const requestSignInLink = mailLinkRoute(
  '/signin_link',
  'Mail a one-time sign-in link',
  sendSignInLink,
);

/**
 * Uses the link up and signs in, as a right password does: an administrator still takes the
 * second step (or a remembered device). The account's ceiling is left as it is: it counts the
 * guesser's failures, which the owner's link says nothing about.
 */
export const signInWithLink = defineRoute(
  {
    method: 'POST',
    path: '/signin_with_link',
    summary: 'Log in with a mailed sign-in link',
    tag: 'account',
    access: 'public',
    body: signInWithLinkSchema,
    answer: schemaAnswer({
      description:
        '{ user, date } as signin gives; for an administrator whose device is not remembered, { secondFactor } (POST signin_second_factor)',
      schema: signInAnswerSchema,
    }),
    errors: { 400: LINK_INVALID },
  },
  async (c, { body: { key1 } }) => {
    const db = c.get('db');
    const customerId = await consumeToken(db, 'signin', key1);
    const customer = customerId ? await findCustomerById(db, customerId) : undefined;
    if (!customer || customer.userStatus !== 'A') throw linkInvalid();
    if (customer.userType === 'A') {
      const step = await secondStepAfterPassword(db, customer, getCookie(c, DEVICE_COOKIE));
      if (step) return { secondFactor: step };
    }
    return signedIn(c, customer);
  },
);

/** In the document's order. */
export const SIGNIN_LINK_ROUTES = [requestSignInLink, signInWithLink] as const;
