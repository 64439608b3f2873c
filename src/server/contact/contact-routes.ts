import { DomainError } from '../../core/domain-error';
import { ERROR_MESSAGES } from '../../core/errors';
import { contactSchema } from '../../core/validation/contact';
import { verifyCaptcha } from '../captcha/verify-captcha';
import { doneAnswer } from '../http/route/keyed-schema';
import { contactBody } from '../http/openapi/documented-only';
import { defineRoute } from '../http/route/define-route';
import { parseWith, readJsonObject } from '../http/validate';
import { mailContactMessage, saveContactMessage } from './contact-messages';
import { mailPathErrorSummary } from '../mail/mail-error-summary';

/**
 * The contact form. The captcha comes first: a caller that has not done the work learns
 * nothing about the fields and costs us one HMAC. The message is stored before it is mailed,
 * so a mail failure loses nothing (the administrator sees it in /admin_messages): the sender
 * is told it was sent and the failure is logged.
 */
export const contactUs = defineRoute(
  {
    method: 'POST',
    path: '/contactus',
    summary: 'Send a message to the shop',
    tag: 'contact',
    access: 'public',
    body: contactBody,
    readsOwnInput: true,
    answer: { status: 201, ...doneAnswer('sent') },
    errors: { 400: 'NOT_A_ROBOT (captcha missing or wrong), or the field messages' },
  },
  async (c) => {
    const db = c.get('db');
    const body = await readJsonObject(c);
    if (!(await verifyCaptcha(db, body.captcha))) {
      throw new DomainError('invalid', 'NOT_A_ROBOT', ERROR_MESSAGES.NOT_A_ROBOT);
    }
    const message = parseWith(contactSchema, body);
    const id = await saveContactMessage(db, message);
    try {
      await mailContactMessage(db, message);
    } catch (err) {
      console.error(
        `contact message ${id} was stored but not mailed: ${mailPathErrorSummary(err)}`,
      );
    }
    return { sent: true as const };
  },
);

export const CONTACT_ROUTES = [contactUs] as const;
