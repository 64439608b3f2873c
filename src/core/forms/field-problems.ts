/** A field message as the API sends it: the body path ("address.addrCity") and English text. */
export interface ApiFieldMessage {
  field: string;
  message: string;
}

/** What is wrong with one field: the API's English text, and the limit when it is a length. */
export interface FieldProblem {
  message: string;
  /** Set when the text is longer than the server takes ("At most 100 characters"). */
  max?: number;
}

const TOO_LONG = /^At most (\d+) characters$/;

/**
 * The API's field messages by the form's own field names: the last part of each path
 * ("address.addrCity" → "addrCity"), the first message per field. Forms translate by field
 * name, since the English text is not a stable key; a length limit is kept apart because it
 * reads differently from the field's "enter …" message.
 */
export function fieldProblems(fields: readonly ApiFieldMessage[]): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const { field, message } of fields) {
    const name = field.split('.').pop() ?? field;
    if (!name || Object.hasOwn(problems, name)) continue;
    const tooLong = TOO_LONG.exec(message.trim());
    problems[name] = tooLong ? { message, max: Number(tooLong[1]) } : { message };
  }
  return problems;
}

/** Names of the fields whose text is empty once trimmed, in the order asked. */
export function blankFields<K extends string>(
  values: Readonly<Record<K, string>>,
  required: readonly K[],
): K[] {
  return required.filter((name) => values[name].trim() === '');
}

/**
 * A first check of an email address before sending it: one @, something either side, a dot in
 * the domain, no spaces. The server decides; this only catches typing slips early.
 */
export function looksLikeEmail(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());
}

/**
 * Which message an email box needs: the spec's "Enter your email address!" (ENTER_EMAIL) is for
 * an empty box; a typed address that cannot be one is told so (EMAIL_INVALID), since "enter"
 * reads as if nothing had been typed.
 */
export function emailProblem(text: string): 'ENTER_EMAIL' | 'EMAIL_INVALID' | undefined {
  if (text.trim() === '') return 'ENTER_EMAIL';
  return looksLikeEmail(text) ? undefined : 'EMAIL_INVALID';
}
