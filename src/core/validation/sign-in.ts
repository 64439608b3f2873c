import * as z from 'zod';
import { ERROR_MESSAGES } from '../errors';
import { emailField } from './fields';

/**
 * Spec section 3: "Sign-in payload: userName (from the email), password." Section 5: "Sign-in
 * needs email and password." The password is taken as typed (no trimming): spaces may be part
 * of it.
 */
export const signInSchema = z.object({
  userName: emailField(ERROR_MESSAGES.ENTER_EMAIL),
  password: z
    .string({ error: ERROR_MESSAGES.ENTER_PASSWORD })
    .min(1, ERROR_MESSAGES.ENTER_PASSWORD),
  /** The captcha widget's payload (base64 JSON), needed once the account has failed too often. */
  captcha: z.string().optional(),
});

export type SignInPayload = z.infer<typeof signInSchema>;
