import * as z from 'zod';
import { ERROR_MESSAGES } from '../errors';
import { emailField, mailedLinkKey } from './fields';
import { siteLanguageField } from './ui-language';

/** `POST newsletter`: the address to confirm and the language of the confirmation mail. */
export const newsletterSignUpSchema = z.object({
  email: emailField(ERROR_MESSAGES.ENTER_EMAIL),
  lng: siteLanguageField,
});

const linkKey = mailedLinkKey;

/** `POST newsletter_confirm`: key1 is the token from the confirmation link. */
export const newsletterConfirmSchema = z.object({ key1: linkKey });

/** `POST newsletter_unsubscribe`: the address and the signed key from the mail's link. */
export const newsletterUnsubscribeSchema = z.object({
  email: emailField(ERROR_MESSAGES.LINK_INVALID),
  key1: linkKey,
});

export type NewsletterSignUp = z.output<typeof newsletterSignUpSchema>;
