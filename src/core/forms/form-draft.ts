/** One field of a page's form as the administrator left it. */
export interface DraftField {
  /** Which form of the page (document order) and the field's name in it. */
  form: number;
  name: string;
  /** A text, number, select or textarea value; a checkbox or radio's checked state. */
  value: string | boolean;
}

/** The unsaved fields of one page, kept across a sign-in (issue 26.7). */
export interface FormDraft {
  path: string;
  fields: DraftField[];
}

const fieldKey = (field: Pick<DraftField, 'form' | 'name'>) => `${field.form}\u0000${field.name}`;

/**
 * The draft's fields that differ from what the page shows now: what restoring would change.
 * A field the page no longer has is left out.
 */
export function changedFields(
  draft: readonly DraftField[],
  current: readonly DraftField[],
): DraftField[] {
  const now = new Map(current.map((field) => [fieldKey(field), field.value]));
  return draft.filter((field) => {
    const shown = now.get(fieldKey(field));
    return shown !== undefined && shown !== field.value;
  });
}

/** A draft read back from storage, or null when it is not one (tampered, an older shape). */
export function parseDraft(text: string | null): FormDraft | null {
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<FormDraft>;
    if (typeof data.path !== 'string' || !Array.isArray(data.fields)) return null;
    const fields = data.fields.filter(
      (field): field is DraftField =>
        typeof field === 'object' &&
        field !== null &&
        typeof field.form === 'number' &&
        typeof field.name === 'string' &&
        (typeof field.value === 'string' || typeof field.value === 'boolean'),
    );
    return { path: data.path, fields };
  } catch {
    return null;
  }
}
