import * as z from 'zod';
import { ERROR_MESSAGES } from '../errors';
import { CONTENT_LANGUAGES } from '../routes/languages';
import { emailField } from './fields';

/** `lng` is accepted for the spec's payload; the mail goes out in the account's language. */
export const forgotPasswordSchema = z.object({
  userName: emailField(ERROR_MESSAGES.ENTER_EMAIL),
  lng: z.enum(CONTENT_LANGUAGES).optional(),
});
