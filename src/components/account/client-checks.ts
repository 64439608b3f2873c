import { MIN_PASSWORD_LENGTH } from '../../core/constants';
import type { ErrorKey } from '../../core/errors';
import { postcodeFits } from '../../core/address/postcode';
import { blankFields, emailProblem, looksLikeEmail } from '../../core/forms/field-problems';
import type { FieldMessages, Translate } from '../ui/forms/field-errors';
import { REQUIRED_ADDRESS_FIELDS, type AddressFields } from './address-entry';

/**
 * The checks a form makes before it calls the API, by hand (the validation library stays out
 * of the storefront's bundle) and with the catalogue's messages. They only spare a round trip:
 * the server checks everything again and its answer wins.
 */
export type FieldCodes = Partial<Record<string, ErrorKey | 'EMAIL_INVALID'>>;

export function emailCode(email: string): ErrorKey | 'EMAIL_INVALID' | undefined {
  return emailProblem(email);
}

export function requiredCode(value: string, code: ErrorKey): ErrorKey | undefined {
  return value.trim() === '' ? code : undefined;
}

/** Spec 5: at least 8 characters, confirmed, and the two the same. */
export function newPasswordCodes(
  password: string,
  confirmation: string,
  names: { password: string; confirmation: string },
): FieldCodes {
  const codes: FieldCodes = {};
  if (password.length < MIN_PASSWORD_LENGTH) codes[names.password] = 'NEW_PASSWORD_TOO_SHORT';
  if (confirmation === '') codes[names.confirmation] = 'CONFIRM_NEW_PASSWORD';
  else if (confirmation !== password) codes[names.confirmation] = 'NEW_PASSWORDS_MUST_MATCH';
  return codes;
}

/** The failed checks' messages in the page's language. */
export function translateCodes(codes: FieldCodes, t: Translate): FieldMessages {
  const messages: FieldMessages = {};
  for (const [field, code] of Object.entries(codes)) {
    if (code) messages[field] = t(`error.${code}`);
  }
  return messages;
}

/**
 * A typed address's checks (address book and checkout alike): spec 5's required fields, then
 * an email that looks like one and a postcode in its country's form, each only when given.
 */
export function addressChecks(values: AddressFields, t: Translate): FieldMessages {
  const checks: FieldMessages = {};
  for (const name of blankFields(values, REQUIRED_ADDRESS_FIELDS)) {
    checks[name] = t(`addressBook.error.${name}`);
  }
  if (!checks.addrEmail && !looksLikeEmail(values.addrEmail)) {
    checks.addrEmail = t('error.EMAIL_INVALID');
  }
  if (!checks.addrCode && !postcodeFits(values.addrCountry, values.addrCode)) {
    checks.addrCode = t('addressBook.error.addrCodeInvalid');
  }
  return checks;
}
