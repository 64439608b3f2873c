import { DomainError } from '../../core/domain-error';
import { ERROR_MESSAGES } from '../../core/errors';
import {
  newsletterConfirmSchema,
  newsletterSignUpSchema,
  newsletterUnsubscribeSchema,
} from '../../core/validation/newsletter';
import { doneAnswer } from '../http/route/keyed-schema';
import { LINK_INVALID } from '../http/route/refusal-texts';
import { defineRoute } from '../http/route/define-route';
import { readJsonObject } from '../http/validate';
import {
  confirmSubscription,
  mailWelcome,
  requestSubscription,
  unsubscribe,
} from './subscriptions';
import { isUnsubscribeKey } from './unsubscribe-key';
import { mailPathErrorSummary } from '../mail/mail-error-summary';

/*
 * Newsletter double opt-in. A mail that fails is logged and the answer stays the same: for a
 * sign-up, a different answer would tell who is subscribed (see requestSubscription); after a
 * confirmation, the subscription stands without its welcome mail. A link's input that is not
 * its schema's is LINK_INVALID, as a dead link is: the handlers read it themselves.
 */

const linkInvalid = () => new DomainError('invalid', 'LINK_INVALID', ERROR_MESSAGES.LINK_INVALID);

export const newsletterSignUp = defineRoute(
  {
    method: 'POST',
    path: '/newsletter',
    summary: 'Sign up to the newsletter; mails a confirmation link',
    tag: 'contact',
    access: 'public',
    body: newsletterSignUpSchema,
    answer: doneAnswer('pending', 'Always true'),
  },
  async (c, { body: { email, lng } }) => {
    await requestSubscription(c.get('db'), email, lng);
    return { pending: true as const };
  },
);

export const newsletterConfirm = defineRoute(
  {
    method: 'POST',
    path: '/newsletter_confirm',
    summary: 'Confirm a newsletter subscription (the mailed link)',
    tag: 'contact',
    access: 'public',
    body: newsletterConfirmSchema,
    readsOwnInput: true,
    answer: doneAnswer('subscribed'),
    errors: { 400: LINK_INVALID },
  },
  async (c) => {
    const form = newsletterConfirmSchema.safeParse(await readJsonObject(c));
    const confirmed = form.success ? await confirmSubscription(c.get('db'), form.data.key1) : null;
    if (!confirmed) throw linkInvalid();
    try {
      await mailWelcome(c.get('db'), confirmed.email, confirmed.lng);
    } catch (err) {
      console.error(`newsletter welcome mail failed: ${mailPathErrorSummary(err)}`);
    }
    return { subscribed: true as const };
  },
);

export const newsletterUnsubscribe = defineRoute(
  {
    method: 'POST',
    path: '/newsletter_unsubscribe',
    summary: 'Leave the newsletter (the link in every newsletter mail)',
    tag: 'contact',
    access: 'public',
    body: newsletterUnsubscribeSchema,
    readsOwnInput: true,
    answer: doneAnswer('unsubscribed'),
    errors: { 400: LINK_INVALID },
  },
  async (c) => {
    const form = newsletterUnsubscribeSchema.safeParse(await readJsonObject(c));
    if (!form.success || !isUnsubscribeKey(form.data.email, form.data.key1)) throw linkInvalid();
    await unsubscribe(c.get('db'), form.data.email);
    return { unsubscribed: true as const };
  },
);

/** In the document's order. */
export const NEWSLETTER_ROUTES = [
  newsletterSignUp,
  newsletterConfirm,
  newsletterUnsubscribe,
] as const;
