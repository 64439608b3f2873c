import { Hono } from 'hono';
import { API_ERROR_MESSAGES } from '../../core/api-errors';
import { contentLanguage } from '../../core/routes/languages';
import { signInSchema } from '../../core/validation/sign-in';
import { issueToken, requireCustomer } from '../http/auth';
import type { AppEnv } from '../http/env';
import { DomainError } from '../../core/domain-error';
import { parseBody } from '../http/validate';
import { loginFailed, notARobot, tooManyAttempts } from './account-errors';
import { mailAccountLinkUnlessRecent } from './account-mails';
import { caller } from '../http/caller';
import { clientAddress } from '../http/client-address';
import { findCustomerByEmail } from './find-customer';
import { throttledPasswordCheck, throttleKeys } from './login-failures';
import { verifyPasswordOrDummy } from './password';
import { revokeSession } from './sessions';

export const signInRoutes = new Hono<AppEnv>()
  .post('/signin', async (c) => {
    const { userName, password, captcha } = await parseBody(c, signInSchema);
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
    if (outcome.kind === 'wait') throw tooManyAttempts(outcome.retryAfterSeconds);
    // Asked before the password is checked, for any email alike: it says nothing of either.
    if (outcome.kind === 'captcha') throw notARobot();
    if (outcome.kind === 'failed') throw loginFailed();
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
    const userType = customer.userType === 'A' ? 'A' : 'C';
    const { token } = await issueToken(db, { id: customer.id, userType });
    return c.json({
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
    });
  })
  .post('/signout', requireCustomer, async (c) => {
    await revokeSession(c.get('db'), caller(c).sessionId);
    return c.json({ signedOut: true });
  });
