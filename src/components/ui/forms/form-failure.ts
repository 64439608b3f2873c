import { POSTCODE_INVALID } from '../../../core/address/postcode';
import { fieldProblems } from '../../../core/forms/field-problems';
import { ApiCallError } from '../../../state/api-client';
import { codeMessage, type FieldMessages, type FormErrors } from './field-errors';

/** i18next's `t` with interpolation values, as these helpers call it. */
export type TranslateWith = (key: string, options?: Record<string, unknown>) => string;

/** A failed call in the page's language, for a toast or an alert. */
export function errorText(err: unknown, t: TranslateWith): string {
  return codeMessage(err instanceof ApiCallError ? err.code : 'GENERIC', t);
}

/**
 * What a failed call means for a data form (account, checkout, admin). The API names fields
 * by their path in the body ("address.addrCity") with English texts that are not stable keys,
 * so each form field's message comes from the form's own translations (`<keyPrefix>.<field>`),
 * and a length limit from the shared one. The alert says what went wrong as a whole; messages for
 * fields the form does not have go there too.
 */
export function explainFailure(
  err: unknown,
  t: TranslateWith,
  keyPrefix: string,
  formFields: readonly string[],
): FormErrors {
  if (!(err instanceof ApiCallError)) return { fields: {}, alert: errorText(err, t) };
  const fields: FieldMessages = {};
  const stray: string[] = [];
  for (const [name, problem] of Object.entries(fieldProblems(err.fields))) {
    // A field with two refusals ("Enter the postal code", or not one of the country's) keys
    // the second by its own name.
    const key = problem.message === POSTCODE_INVALID ? `${name}Invalid` : name;
    const text =
      problem.max === undefined
        ? t(`${keyPrefix}.${key}`, { defaultValue: problem.message })
        : t('formField.tooLong', { max: problem.max });
    if (formFields.includes(name)) fields[name] = text;
    else stray.push(text);
  }
  const fixFields = Object.keys(fields).length > 0 ? t('formField.fixErrors') : '';
  return {
    fields,
    alert: stray.length > 0 ? stray.join(' ') : fixFields || errorText(err, t),
  };
}
