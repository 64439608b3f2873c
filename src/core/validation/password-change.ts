import * as z from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants';
import { ERROR_MESSAGES } from '../errors';
import { MAX_PASSWORD_LENGTH } from './sign-up';

/**
 * Spec section 5: "Password at least 8 characters; new passwords must be confirmed and match;
 * the current password must be right." Whether the current password is right only the server
 * can tell (it answers with CURRENT_PASSWORD_INCORRECT); here it must merely be given.
 */
export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: ERROR_MESSAGES.ENTER_PASSWORD })
      .min(1, ERROR_MESSAGES.ENTER_PASSWORD),
    newPassword: z
      .string({ error: ERROR_MESSAGES.NEW_PASSWORD_TOO_SHORT })
      .min(MIN_PASSWORD_LENGTH, ERROR_MESSAGES.NEW_PASSWORD_TOO_SHORT)
      .max(MAX_PASSWORD_LENGTH, `At most ${MAX_PASSWORD_LENGTH} characters`),
    confirmPassword: z
      .string({ error: ERROR_MESSAGES.CONFIRM_NEW_PASSWORD })
      .min(1, ERROR_MESSAGES.CONFIRM_NEW_PASSWORD),
  })
  // An empty confirmation already has its own message; "must match" would only repeat it.
  .refine((v) => v.confirmPassword === '' || v.newPassword === v.confirmPassword, {
    error: ERROR_MESSAGES.NEW_PASSWORDS_MUST_MATCH,
    path: ['confirmPassword'],
  });

export type PasswordChange = z.infer<typeof passwordChangeSchema>;
