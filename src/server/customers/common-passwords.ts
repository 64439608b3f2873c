import { MIN_PASSWORD_LENGTH } from '../../core/constants';
import { API_ERROR_MESSAGES } from '../../core/api-errors';
import { DomainError } from '../../core/domain-error';

/** How many of the most used passwords (of an allowed length) are refused. */
export const COMMON_PASSWORDS_REFUSED = 10_000;

let refused: Promise<Set<string>> | undefined;

/**
 * zxcvbn-ts's list, most used first (lower case). Only those the length rule lets through
 * count: "123456" is refused already, and 10,000 of those allowed is what guessing tries first.
 * Loaded on first use: the list is ~400 kB and only sign-up and password changes need it.
 */
function refusedPasswords(): Promise<Set<string>> {
  refused ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => {
    const allowed = dictionary['passwords-common'].filter(
      (password) => password.length >= MIN_PASSWORD_LENGTH,
    );
    return new Set(allowed.slice(0, COMMON_PASSWORDS_REFUSED));
  });
  return refused;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await refusedPasswords()).has(password.toLowerCase());
}

/** A new password (sign-up, reset, change) that guessing would try first is a field error. */
export async function refuseCommonPassword(password: string, field: string): Promise<void> {
  if (!(await isCommonPassword(password))) return;
  const message = API_ERROR_MESSAGES.PASSWORD_TOO_COMMON;
  throw new DomainError('invalid', 'PASSWORD_TOO_COMMON', message, [{ field, message }]);
}
