import { ALL_ERROR_MESSAGES } from '../../../core/api-errors';
import { ApiCallError } from '../../../state/api-client';

/** The translation function's shape these helpers need (i18next's `t` fits it). */
export type Translate = (key: string) => string;

/** Messages to show next to a form's fields, by the API's field name (userName, nickName…). */
export type FieldMessages = Partial<Record<string, string>>;

export interface FormErrors {
  fields: FieldMessages;
  /** A message for the whole form ('' for none): shown in the form's alert. */
  alert: string;
}

// The API's field messages are the catalogue's English text; the code behind a text gives its
// translation. Texts the catalogue does not have (e.g. "At most 100 characters") stay English.
const CODE_BY_MESSAGE = new Map<string, string>(
  Object.entries(ALL_ERROR_MESSAGES).map(([code, message]) => [message, code]),
);

const isKnownCode = (code: string) => Object.hasOwn(ALL_ERROR_MESSAGES, code);

/** A code's message in the page's language; a code this client does not know reads as GENERIC. */
export function codeMessage(code: string, t: Translate): string {
  return t(`error.${isKnownCode(code) ? code : 'GENERIC'}`);
}

/** One of the API's field messages in the page's language. */
export function translatedMessage(message: string, t: Translate): string {
  const code = CODE_BY_MESSAGE.get(message);
  return code ? t(`error.${code}`) : message;
}

/**
 * What a failed call means for a form: field messages next to the fields the form has, and
 * the rest in the form's alert. `codeFields` ties answers without field detail to a field
 * (409 EMAIL_IN_USE belongs next to the email). Anything that is not an API answer (a bug, a
 * network failure already becomes GENERIC in the API client) is the generic message.
 */
export function fieldErrors(
  err: unknown,
  t: Translate,
  formFields: readonly string[],
  codeFields: Partial<Record<string, string>> = {},
): FormErrors {
  if (!(err instanceof ApiCallError)) return { fields: {}, alert: codeMessage('GENERIC', t) };
  const fields: FieldMessages = {};
  const stray: string[] = [];
  for (const { field, message } of err.fields) {
    const text = translatedMessage(message, t);
    if (!formFields.includes(field)) stray.push(text);
    else fields[field] ??= text;
  }
  const ownField = codeFields[err.code];
  if (ownField && formFields.includes(ownField) && !fields[ownField]) {
    fields[ownField] = codeMessage(err.code, t);
  }
  if (stray.length > 0) return { fields, alert: [...new Set(stray)].join(' ') };
  if (Object.keys(fields).length > 0) return { fields, alert: '' };
  return { fields, alert: codeMessage(err.code, t) };
}

export { isSessionGone } from './session-gone';
