import { Hono } from 'hono';
import { ERROR_MESSAGES } from '../../core/errors';
import { contactSchema } from '../../core/validation/contact';
import { verifyCaptcha } from '../captcha/verify-captcha';
import type { AppEnv } from '../http/env';
import { DomainError } from '../../core/domain-error';
import { mailContactMessage, saveContactMessage } from './contact-messages';
import { parseWith, readJsonObject } from '../http/validate';

/**
 * The contact form. The captcha comes first: a caller that has not done the work learns
 * nothing about the fields and costs us one HMAC. The message is stored before it is mailed,
 * so a mail failure loses nothing (the administrator sees it in /admin_messages): the sender
 * is told it was sent and the failure is logged.
 */
export const contactRoutes = new Hono<AppEnv>().post('/contactus', async (c) => {
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
    console.error(`contact message ${id} was stored but not mailed:`, err);
  }
  return c.json({ sent: true }, 201);
});
