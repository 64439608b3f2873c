import { fieldProblems } from '../../../core/forms/field-problems';
import { ApiCallError } from '../../../state/api-client';
import type { FormErrors } from '../../ui/forms/field-errors';
import { errorText, type TranslateWith } from '../../ui/forms/form-failure';
import { formFieldOf, type FieldProblem } from './site-form';

/** A problem found before sending, in the page's language. */
export const problemText = (problem: FieldProblem, t: TranslateWith): string =>
  t(`adminSite.problem.${problem.key}`, problem.values);

/** The client's own checks as messages: beside each field, and a word at the top. */
export function checkErrors(problems: Record<string, FieldProblem>, t: TranslateWith): FormErrors {
  const fields: Record<string, string> = {};
  for (const [path, problem] of Object.entries(problems)) fields[path] = problemText(problem, t);
  return { fields, alert: t('adminSite.fixErrors') };
}

/**
 * A refused write: each field error (`colors.back`) beside its input, a length limit in the
 * page's language, others with the server's own words; errors about no field of the form, and
 * failures that are not about fields, in the alert.
 */
export function saveErrors(err: unknown, t: TranslateWith, paths: readonly string[]): FormErrors {
  if (!(err instanceof ApiCallError) || err.fields.length === 0) {
    return { fields: {}, alert: errorText(err, t) };
  }
  const fields: Record<string, string> = {};
  const stray: string[] = [];
  for (const { field, message } of err.fields) {
    const problem = fieldProblems([{ field, message }])[field.split('.').pop() ?? field];
    const text =
      problem?.max === undefined
        ? t('adminSite.problem.invalid', { message })
        : t('adminSite.problem.tooLong', { max: problem.max });
    const path = formFieldOf(field, paths);
    if (path) fields[path] ??= text;
    else stray.push(field ? `${field}: ${text}` : text);
  }
  const alert = stray.length > 0 ? stray.join(' ') : t('adminSite.fixErrors');
  return { fields, alert };
}
