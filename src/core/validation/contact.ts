import * as z from 'zod';
import { ERROR_MESSAGES } from '../errors';
import { emailField, optionalText, requiredText } from './fields';
import { siteLanguageField } from './ui-language';

/** The catalogue has a message for the email only; the other required fields get these. */
export const CONTACT_MESSAGES = {
  name: 'Enter your name',
  message: 'Enter your message',
} as const;

export const CONTACT_LIMITS = { name: 100, subject: 200, message: 5000 } as const;

/** Name and subject are one line each (the subject becomes the mail's subject header). */
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

/**
 * The contact form (spec section 2, /contact). The captcha is checked by the server before
 * this schema runs, so it is not declared here and parsing strips it.
 */
export const contactSchema = z.object({
  name: requiredText(CONTACT_MESSAGES.name, CONTACT_LIMITS.name).transform(oneLine),
  email: emailField(ERROR_MESSAGES.ENTER_EMAIL),
  subject: optionalText(CONTACT_LIMITS.subject).transform(oneLine),
  message: requiredText(CONTACT_MESSAGES.message, CONTACT_LIMITS.message),
  lng: siteLanguageField,
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactMessage = z.output<typeof contactSchema>;
