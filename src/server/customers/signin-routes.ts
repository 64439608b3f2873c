import { API_ERROR_MESSAGES } from '../../core/api-errors';
import { DomainError } from '../../core/domain-error';
import { contentLanguage } from '../../core/routes/languages';
import { signInSchema } from '../../core/validation/sign-in';
import { issueToken } from '../http/auth';
import { caller } from '../http/caller';
import { clientAddress } from '../http/client-address';
import { defineRoute, schemaAnswer } from '../http/route/define-route';
import { doneAnswer } from '../http/route/keyed-schema';
import { loginFailed, notARobot, signInLinkNeeded, tooManyAttempts } from './account-errors';
import { mailAccountLinkUnlessRecent, warnOfSignInAttempts } from './account-mails';
import { afterResponse } from '../http/after-response';
import { findCustomerByEmail } from './find-customer';
import { throttledPasswordCheck, throttleKeys } from './login-failures';
import { verifyPasswordOrDummy } from './password';
import { revokeSession } from '../sessions/sessions';
import { getCookie } from 'hono/cookie';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env';
import type { CustomerRow } from '../db/rows';
import { secondStepAfterPassword } from './second-factor/second-factor';
import { DEVICE_COOKIE } from './second-factor/device-cookie';
import { signInAnswerSchema, type SignedIn } from './signed-in-answer';

export type { SecondFactorNeeded, SignedIn } from './signed-in-answer';

/** A session for the account, and the answer that gives it to the client. */
export async function signedIn(c: Context<AppEnv>, customer: CustomerRow): Promise<SignedIn> {
  const userType: SignedIn['user']['userType'] = customer.userType === 'A' ? 'A' : 'C';
  const { token } = await issueToken(c.get('db'), { id: customer.id, userType });
  return {
    user: {
      _id: customer.id,
      userName: customer.userName,
      userType,
      token,
      nickName: customer.nickName,
      firstName: customer.firstName,
      lastName: customer.lastName,
      lng: contentLanguage(customer.lng),
    },
    date: new Date().toISOString(),
  };
}

/**
 * The throttle and the captcha come before the password is checked (login-failures.ts), for
 * any email alike, so neither answer says whether the account exists.
 */
export const signIn = defineRoute(
  {
    method: 'POST',
    path: '/signin',
    summary: 'Log in',
    tag: 'account',
    access: 'public',
    body: signInSchema,
    answer: schemaAnswer({
      description:
        '{ user, date }; for an administrator whose device is not remembered, { secondFactor }: the second step (POST signin_second_factor)',
      schema: signInAnswerSchema,
    }),
    errors: {
      400: 'NOT_A_ROBOT: the email has failed too often lately, send `captcha` (GET captcha), solved; or the field messages',
      401: 'LOGIN_FAILED: wrong email or password, or a blocked account; `captchaRequired: true` when the next attempt must send `captcha`',
      403: 'ACCOUNT_NOT_ACTIVE: right password, not activated yet (a new link is mailed); SIGNIN_LINK_NEEDED: the email has failed 20 times this hour, the password is not checked: sign in with a mailed link (POST signin_link)',
      429: 'TOO_MANY_ATTEMPTS, with Retry-After: this address has failed too often lately',
    },
  },
  async (c, { body: { userName, password, captcha } }) => {
    const db = c.get('db');
    const outcome = await throttledPasswordCheck(
      db,
      { keys: throttleKeys(clientAddress(c), userName), captcha },
      async (tx) => {
        const customer = await findCustomerByEmail(tx, userName);
        // One scrypt whether or not the account exists: the timing tells nothing.
        const matches = await verifyPasswordOrDummy(password, customer?.passwordHash);
        return customer && matches && customer.userStatus !== 'B' ? customer : undefined;
      },
    );
    if (outcome.kind === 'link-needed') throw signInLinkNeeded();
    if (outcome.kind === 'wait') throw tooManyAttempts(outcome.retryAfterSeconds);
    // Asked before the password is checked, for any email alike: it says nothing of either.
    if (outcome.kind === 'captcha') throw notARobot();
    if (outcome.kind === 'failed') {
      if (outcome.ceilingFilled) await afterResponse(c, () => warnOfSignInAttempts(db, userName));
      throw loginFailed(outcome.captchaNext);
    }
    const customer = outcome.value;
    if (customer.userStatus === 'P') {
      // Right password, link never opened (or lost): a fresh link, at most one a minute.
      await mailAccountLinkUnlessRecent(db, customer.id, 'activate');
      throw new DomainError(
        'forbidden',
        'ACCOUNT_NOT_ACTIVE',
        API_ERROR_MESSAGES.ACCOUNT_NOT_ACTIVE,
      );
    }
    if (customer.userType === 'A') {
      // The password alone never gives the back office: a code too, or a remembered device.
      const step = await secondStepAfterPassword(db, customer, getCookie(c, DEVICE_COOKIE));
      if (step) return { secondFactor: step };
    }
    return signedIn(c, customer);
  },
);

export const signOut = defineRoute(
  {
    method: 'POST',
    path: '/signout',
    summary: 'Log out: revokes the token',
    tag: 'account',
    access: 'customer',
    answer: doneAnswer('signedOut', 'true'),
  },
  async (c) => {
    await revokeSession(c.get('db'), caller(c).sessionId);
    return { signedOut: true as const };
  },
);

/** In the document's order. */
export const SIGNIN_ROUTES = [signIn, signOut] as const;
