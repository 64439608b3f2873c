import { Hono } from 'hono';
import { ERROR_MESSAGES } from '../../core/errors';
import {
  newsletterConfirmSchema,
  newsletterSignUpSchema,
  newsletterUnsubscribeSchema,
} from '../../core/validation/newsletter';
import { parseWith, readJsonObject } from '../http/validate';
import type { AppEnv } from '../http/env';
import { DomainError } from '../../core/domain-error';
import {
  confirmSubscription,
  mailWelcome,
  requestSubscription,
  unsubscribe,
} from './subscriptions';
import { isUnsubscribeKey } from './unsubscribe-key';

const linkInvalid = () => new DomainError('invalid', 'LINK_INVALID', ERROR_MESSAGES.LINK_INVALID);

/**
 * Newsletter double opt-in. A mail that fails is logged and the answer stays the same: for a
 * sign-up, a different answer would tell who is subscribed (see requestSubscription); after a
 * confirmation, the subscription stands without its welcome mail.
 */
export const newsletterRoutes = new Hono<AppEnv>()
  .post('/newsletter', async (c) => {
    const { email, lng } = parseWith(newsletterSignUpSchema, await readJsonObject(c));
    await requestSubscription(c.get('db'), email, lng);
    return c.json({ pending: true });
  })
  .post('/newsletter_confirm', async (c) => {
    const form = newsletterConfirmSchema.safeParse(await readJsonObject(c));
    const confirmed = form.success ? await confirmSubscription(c.get('db'), form.data.key1) : null;
    if (!confirmed) throw linkInvalid();
    try {
      await mailWelcome(c.get('db'), confirmed.email, confirmed.lng);
    } catch (err) {
      console.error('newsletter welcome mail failed:', err);
    }
    return c.json({ subscribed: true });
  })
  .post('/newsletter_unsubscribe', async (c) => {
    const form = newsletterUnsubscribeSchema.safeParse(await readJsonObject(c));
    if (!form.success || !isUnsubscribeKey(form.data.email, form.data.key1)) throw linkInvalid();
    await unsubscribe(c.get('db'), form.data.email);
    return c.json({ unsubscribed: true });
  });
