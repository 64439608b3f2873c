import * as z from 'zod';
import { contentLanguage } from '../../core/routes/languages';
import { refuseActivationSchema, signUpSchema } from '../../core/validation/sign-up';
import { readJsonObject } from '../http/validate';
import { refuseActivation } from './activation-refusals';
import { refuseCommonPassword } from './common-passwords';
import { admitSignUp } from './signup-gate';
import { clientAddress } from '../http/client-address';
import { customers } from '../db/schema';
import { linkKeyQuery } from '../http/openapi/documented-only';
import { LINK_KEY_HEADER, LINK_KEY_HEADER_NOTE, linkKeyOf } from '../http/link-key';
import { defineRoute, schemaAnswer } from '../http/route/define-route';
import { contentLanguageField, recordId } from '../../core/validation/answer-fields';
import { doneAnswer, oneKeySchema, oneKeySchemaAnswer } from '../http/route/keyed-schema';
import { LINK_INVALID } from '../http/route/refusal-texts';
import { linkInvalid } from './account-errors';
import { mailAccountLink } from './account-mails';
import { activatePendingCustomer } from './activate-customer';
import { consumeToken } from './customer-tokens';
import { findCustomerById } from './find-customer';
import { assertNamesFree, nameConflictFrom } from './names-in-use';
import { hashPassword } from './password';
import { storedLanguage } from './present-profile';

/**
 * A new customer, pending until the mailed link is opened. The account, its link and the mail
 * are one transaction: when the mail cannot be sent, nothing is kept (500), so the customer can
 * simply try again with the same email and nickname.
 */
export const signUp = defineRoute(
  {
    method: 'POST',
    path: '/signup',
    summary: 'Sign up; mails an activation link',
    tag: 'account',
    access: 'public',
    body: signUpSchema,
    answer: schemaAnswer({ status: 201, ...oneKeySchema('registered', 'true', z.literal(true)) }),
    errors: {
      400: 'The field messages (PASSWORD_TOO_COMMON, NICKNAME_INVALID among them); NOT_A_ROBOT with `captchaRequired: true` past an address’s first 3 sign-ups in an hour without a solved `captcha`',
      409: 'EMAIL_IN_USE or NICKNAME_IN_USE',
      429: 'TOO_MANY_REQUESTS with Retry-After: more than 10 sign-ups from the address in an hour',
    },
  },
  async (c, { body: payload }) => {
    const db = c.get('db');
    await admitSignUp(db, clientAddress(c), payload.captcha);
    await refuseCommonPassword(payload.password, 'password');
    await assertNamesFree(db, { email: payload.userName, nickName: payload.nickName });
    const passwordHash = await hashPassword(payload.password);
    try {
      await db.transaction(async (tx) => {
        const [customer] = await tx
          .insert(customers)
          .values({
            userName: payload.userName,
            firstName: payload.firstName,
            lastName: payload.lastName,
            nickName: payload.nickName,
            gender: payload.gender,
            region: payload.region,
            code: payload.code,
            country: payload.country,
            picture: payload.picture,
            website: payload.website,
            subscribe: payload.subscribe,
            lng: storedLanguage(payload.lng),
            // Whatever the payload said (the schema allows only these): never an administrator.
            userType: 'C',
            userStatus: 'P',
            passwordHash,
          })
          .returning();
        if (!customer) throw new Error('customer was not created');
        // Checked by the schema: a path on this site (core/routes/next-path.ts).
        await mailAccountLink(tx, customer, 'activate', new Date(), { next: payload.next });
      });
    } catch (err) {
      throw nameConflictFrom(err) ?? err;
    }
    return { registered: true as const };
  },
);

/** The account GET user opened. */
const activatedUserSchema = z.object({
  _id: recordId('The account id'),
  userName: z.string().describe('The email address'),
  nickName: z.string(),
  lng: contentLanguageField('The customer’s language'),
});

/** The activation link: single use, 7 days. A missing or dead key is LINK_INVALID. */
export const activateAccount = defineRoute(
  {
    method: 'GET',
    path: '/user',
    summary: 'Activate an account (the mailed link)',
    tag: 'account',
    access: 'public',
    query: linkKeyQuery,
    headers: { [LINK_KEY_HEADER]: LINK_KEY_HEADER_NOTE },
    readsOwnInput: true,
    answer: oneKeySchemaAnswer('user', '{ _id, userName, nickName, lng }', activatedUserSchema),
    errors: { 400: LINK_INVALID },
  },
  async (c) => {
    const key1 = linkKeyOf(c, 'key1');
    const db = c.get('db');
    const user = await db.transaction(async (tx) => {
      const now = new Date();
      const customerId = await consumeToken(tx, 'activate', key1, now);
      if (!customerId) return undefined;
      const activated = await activatePendingCustomer(tx, customerId, now);
      if (activated) return activated;
      // Already active (a password reset activated it meanwhile): the link did its job. A
      // blocked account stays blocked, and its link is dead.
      const customer = await findCustomerById(tx, customerId);
      return customer?.userStatus === 'A' ? customer : undefined;
    });
    if (!user) throw linkInvalid();
    return {
      user: {
        _id: user.id,
        userName: user.userName,
        nickName: user.nickName,
        lng: contentLanguage(user.lng),
      },
    };
  },
);

/**
 * "This wasn't me" in an activation mail (the /not_me page): the never-activated account goes,
 * and the address gets no activation mail again; a later sign-up with it still answers as the
 * spec says (docs/decisions.md, "Issue 28.8: This wasn't me").
 */
export const refuseActivationCall = defineRoute(
  {
    method: 'POST',
    path: '/refuse_activation',
    summary: 'Stop activation mails to an address that did not sign up (the mail’s link)',
    tag: 'account',
    access: 'public',
    body: refuseActivationSchema,
    readsOwnInput: true,
    answer: doneAnswer('refused', 'true'),
    errors: { 400: `${LINK_INVALID}; also for an account already activated` },
  },
  async (c) => {
    const form = refuseActivationSchema.safeParse(await readJsonObject(c));
    const key1 = form.success ? form.data.key1 : '';
    await c.get('db').transaction(async (tx) => {
      // Thrown inside: a refused key stays as it was.
      if (!(await refuseActivation(tx, key1, new Date()))) throw linkInvalid();
    });
    return { refused: true as const };
  },
);

/** In the document's order. */
export const SIGNUP_ROUTES = [signUp, activateAccount, refuseActivationCall] as const;
