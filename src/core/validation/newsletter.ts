import * as z from 'zod';
import { ERROR_MESSAGES } from '../errors';
import { emailField } from './fields';
import { siteLanguageField } from './ui-language';

/** `POST newsletter`: the address to confirm and the language of the confirmation mail. */
export const newsletterSignUpSchema = z.object({
  email: emailField(ERROR_MESSAGES.ENTER_EMAIL),
  lng: siteLanguageField,
});

/** A link's key as it comes back from the page; anything else is simply an invalid link. */
const linkKey = z.string().trim().min(1).max(200);

/** `POST newsletter_confirm`: key1 is the token from the confirmation link. */
export const newsletterConfirmSchema = z.object({ key1: linkKey });

/** `POST newsletter_unsubscribe`: the address and the signed key from the mail's link. */
export const newsletterUnsubscribeSchema = z.object({
  email: emailField(ERROR_MESSAGES.LINK_INVALID),
  key1: linkKey,
});

export type NewsletterSignUp = z.output<typeof newsletterSignUpSchema>;
