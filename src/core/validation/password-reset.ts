import * as z from 'zod';
import { ERROR_MESSAGES } from '../errors';
import { passwordChangeSchema } from './password-change';

const { newPassword, confirmPassword } = passwordChangeSchema.shape;

/**
 * The form behind a mailed reset link: spec 5's new-password rules, as on the password change
 * (the mailed link stands in for the current password). `key1` is the link's token; a missing
 * or malformed one reads as empty, which the server answers with LINK_INVALID like any dead link.
 */
export const passwordResetSchema = z
  .object({
    key1: z.string().trim().max(200).catch(''),
    password: newPassword,
    confirmPassword,
  })
  // As on the change form: an empty confirmation has its own message already.
  .refine((v) => v.confirmPassword === '' || v.password === v.confirmPassword, {
    error: ERROR_MESSAGES.NEW_PASSWORDS_MUST_MATCH,
    path: ['confirmPassword'],
  });
export type PasswordReset = z.infer<typeof passwordResetSchema>;
