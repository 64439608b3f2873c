import { API_ERROR_MESSAGES } from '../../core/api-errors';
import { ERROR_MESSAGES } from '../../core/errors';
import { DomainError } from '../../core/domain-error';

/** Unknown, used, expired, or for a blocked account: one answer for every dead link. */
export const linkInvalid = () =>
  new DomainError('invalid', 'LINK_INVALID', ERROR_MESSAGES.LINK_INVALID);

/**
 * The same answer for an unknown email, a wrong password and a blocked account. Its body says
 * `captchaRequired: true` when the next attempt at the email must carry a solved captcha, so
 * the form shows the robot check before that attempt rather than refusing it (issue 25). Any
 * email is counted alike, so the flag says nothing of whether the account exists.
 */
export class LoginFailed extends DomainError {
  constructor(readonly captchaRequired: boolean) {
    super('unauthorised', 'LOGIN_FAILED', ERROR_MESSAGES.LOGIN_FAILED);
  }

  override toJSON() {
    return this.captchaRequired
      ? { ...super.toJSON(), captchaRequired: true as const }
      : super.toJSON();
  }
}

export const loginFailed = (captchaRequired = false) => new LoginFailed(captchaRequired);

/** A sign-up past the address's first few without a solved captcha: the form shows one. */
export class CaptchaNeeded extends DomainError {
  constructor() {
    super('invalid', 'NOT_A_ROBOT', ERROR_MESSAGES.NOT_A_ROBOT);
  }

  override toJSON() {
    return { ...super.toJSON(), captchaRequired: true as const };
  }
}

/** The contact form's answer too: the captcha asked for is missing, wrong or used already. */
export const notARobot = () =>
  new DomainError('invalid', 'NOT_A_ROBOT', ERROR_MESSAGES.NOT_A_ROBOT);

/** `field`: the body's name for the password checked (PUT password's, or delete_account's). */
export const currentPasswordIncorrect = (field = 'currentPassword') =>
  new DomainError(
    'invalid',
    'CURRENT_PASSWORD_INCORRECT',
    ERROR_MESSAGES.CURRENT_PASSWORD_INCORRECT,
    [{ field, message: ERROR_MESSAGES.CURRENT_PASSWORD_INCORRECT }],
  );

/** 429 with Retry-After in whole seconds: the password was not even checked. */
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new DomainError('too-many', 'TOO_MANY_ATTEMPTS', API_ERROR_MESSAGES.TOO_MANY_ATTEMPTS, [], {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterSeconds)),
  });

/** The account is past its ceiling of failed sign-ins: a mailed link signs in instead. */
export const signInLinkNeeded = () =>
  new DomainError('forbidden', 'SIGNIN_LINK_NEEDED', API_ERROR_MESSAGES.SIGNIN_LINK_NEEDED);
