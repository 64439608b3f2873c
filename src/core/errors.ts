/**
 * The error catalogue of spec section 8. The English text is kept word for word, typo included
 * ("Check you email address"), because it is what the spec fixes; translations key off the
 * stable keys, never off the text.
 */
export const ERROR_MESSAGES = {
  LOGIN_FAILED: 'Login failed! Check you email address and password.',
  ENTER_EMAIL: 'Enter your email address!',
  ENTER_PASSWORD: 'Enter your password!',
  CURRENT_PASSWORD_INCORRECT: 'Your current password is incorrect!',
  NEW_PASSWORD_TOO_SHORT: 'Your new password must be at least 8 characters',
  CONFIRM_NEW_PASSWORD: 'Confirm your new password',
  NEW_PASSWORDS_MUST_MATCH: 'Your new passwords must match',
  NOT_A_ROBOT: 'Verify that you are not a robot!',
  PROFILE_NOT_UPDATED: 'Your profile could not be updated!',
  ENTER_NICKNAME: 'Enter your preferred nickname',
  EMAIL_IN_USE: 'The email address is already being used',
  NICKNAME_IN_USE: 'The nickname is already being used',
  LINK_INVALID: 'The link is invalid or is no longer available',
  REVIEW_NEEDS_PURCHASE: 'You must have purchased the item to add a review!',
  AGREE_TERMS: 'You must agree to the Terms and Conditions',
  PAYMENT_FAILED: 'Your payment did not go through',
  GENERIC: 'An error occurred!',
} as const;

export type ErrorKey = keyof typeof ERROR_MESSAGES;
export type ErrorMessage = (typeof ERROR_MESSAGES)[ErrorKey];

export const ERROR_KEYS = Object.keys(ERROR_MESSAGES) as ErrorKey[];

export function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === 'string' && Object.hasOwn(ERROR_MESSAGES, value);
}

/** Unknown keys fall back to the generic message so a caller never shows a raw key. */
export function errorMessage(key: string): ErrorMessage {
  return isErrorKey(key) ? ERROR_MESSAGES[key] : ERROR_MESSAGES.GENERIC;
}
