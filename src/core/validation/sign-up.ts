import * as z from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants';
import { API_ERROR_MESSAGES } from '../api-errors';
import { ERROR_MESSAGES } from '../errors';
import { isPlainNickname } from '../customers/nickname';
import { CONTENT_LANGUAGES } from '../routes/languages';
import { isSafeNextPath, MAX_NEXT_PATH_LENGTH } from '../routes/next-path';
import { emailField, mailedLinkKey, optionalText, requiredText } from './fields';

export const MAX_PASSWORD_LENGTH = 128;

/**
 * Spec section 3, "Sign-up payload". Section 5: "Password at least 8 characters", "Email and
 * nickname required" (uniqueness is the server's check). userType must be C and userStatus P
 * ("sent as C", "sent as P"; "New customers are created with status P"), so nobody can sign
 * up as an administrator.
 *
 * tokens, resetPasswordToken, resetPasswordExpires, google and facebook are in the spec's
 * payload but are server-owned: they are not declared here, so parsing strips them and a
 * client can never set its own reset token or linked account.
 */
export const signUpSchema = z.object({
  userName: emailField(ERROR_MESSAGES.ENTER_EMAIL),
  firstName: optionalText(100),
  lastName: optionalText(100),
  nickName: requiredText(ERROR_MESSAGES.ENTER_NICKNAME, 50).refine(
    (nickName) => nickName === '' || isPlainNickname(nickName),
    API_ERROR_MESSAGES.NICKNAME_INVALID,
  ),
  gender: optionalText(20),
  region: optionalText(100),
  code: optionalText(20),
  country: optionalText(100),
  picture: optionalText(500),
  website: optionalText(300),
  subscribe: z.boolean().default(false),
  password: z
    .string({ error: ERROR_MESSAGES.NEW_PASSWORD_TOO_SHORT })
    .min(MIN_PASSWORD_LENGTH, ERROR_MESSAGES.NEW_PASSWORD_TOO_SHORT)
    .max(MAX_PASSWORD_LENGTH, `At most ${MAX_PASSWORD_LENGTH} characters`),
  userType: z.literal('C').default('C'),
  userStatus: z.literal('P').default('P'),
  cartId: optionalText(100),
  lng: z.enum(CONTENT_LANGUAGES).default('eng'),
  /**
   * Beyond the spec: the page the customer was on the way to when they chose to register (the
   * login's `next`, e.g. /checkout); the activation link carries it. A path on this site only.
   */
  /** Beyond the spec: the solved captcha, once the address has signed up a few times lately. */
  captcha: z.string().max(10_000).optional(),
  next: z
    .string()
    .max(MAX_NEXT_PATH_LENGTH)
    .refine(isSafeNextPath, 'Not a page of this site')
    .optional(),
});

export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpPayload = z.output<typeof signUpSchema>;

/** `POST refuse_activation`: the key of the activation mail whose "This wasn't me" was followed. */
export const refuseActivationSchema = z.object({ key1: mailedLinkKey });
