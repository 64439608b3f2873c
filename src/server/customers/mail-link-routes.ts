import { forgotPasswordSchema } from '../../core/validation/forgot-password';
import type { Db } from '../db/client';
import { afterResponse } from '../http/after-response';
import { defineRoute } from '../http/route/define-route';
import { doneAnswer } from '../http/route/keyed-schema';

/**
 * A route that mails a link to an account's address (a password reset, a one-time sign-in).
 * Always the same answer, given before the email is even looked up: neither its content nor its
 * time tells whether the email has an account. `send` queues the link and mails it after the
 * answer.
 */
export function mailLinkRoute<P extends string>(
  path: P,
  summary: string,
  send: (db: Db, email: string) => Promise<void>,
) {
  return defineRoute(
    {
      method: 'POST',
      path,
      summary,
      tag: 'account',
      access: 'public',
      body: forgotPasswordSchema,
      answer: doneAnswer('sent', 'Always true, whether or not the account exists'),
    },
    async (c, { body: { userName } }) => {
      const db = c.get('db');
      await afterResponse(c, () => send(db, userName));
      return { sent: true as const };
    },
  );
}
