import { setCookie } from 'hono/cookie';
import { secondFactorSchema } from '../../../core/validation/second-factor';
import { signedIn } from '../signin-routes';
import { clientAddress } from '../../http/client-address';
import { defineRoute, schemaAnswer } from '../../http/route/define-route';
import { DEVICE_COOKIE } from './device-cookie';
import { completeSecondStep } from './second-factor';
import { secondFactorDoneSchema } from '../signed-in-answer';
import { DEVICE_SECONDS } from './second-factor-tokens';

export type { SecondFactorDone } from '../signed-in-answer';

export const signInSecondFactor = defineRoute(
  {
    method: 'POST',
    path: '/signin_second_factor',
    summary: "An administrator's second step of signing in: a code, or a first code to enrol",
    tag: 'account',
    access: 'public',
    body: secondFactorSchema,
    answer: schemaAnswer({
      description:
        '{ user, date } as signin gives; after an enrolment also recoveryCodes (ten, shown once). With remember: true, an httpOnly cookie remembers the device for 30 days',
      schema: secondFactorDoneSchema,
    }),
    errors: {
      400: 'ENTER_CODE: no code',
      401: "CODE_INVALID: not the app's current code nor an unused recovery code; SIGN_IN_AGAIN: the ticket is expired, used up by an enrolment, or the password changed",
      429: 'TOO_MANY_ATTEMPTS, with Retry-After: wrong codes from this address',
    },
  },
  async (c, { body }) => {
    const done = await completeSecondStep(c.get('db'), {
      ticket: body.ticket,
      code: body.code,
      remember: body.remember,
      address: clientAddress(c),
    });
    if (done.deviceToken) {
      setCookie(c, DEVICE_COOKIE, done.deviceToken, {
        httpOnly: true,
        secure: true,
        sameSite: 'Strict',
        path: '/api',
        maxAge: DEVICE_SECONDS,
      });
    }
    const answer = await signedIn(c, done.customer);
    return done.recoveryCodes ? { ...answer, recoveryCodes: done.recoveryCodes } : answer;
  },
);

export const SECOND_FACTOR_ROUTES = [signInSecondFactor] as const;
