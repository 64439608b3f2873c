import type { DraftField } from '../../../core/forms/form-draft';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Fields never kept: secrets, files, and what the page itself fills in. */
const SKIPPED = new Set(['password', 'file', 'hidden', 'submit', 'button', 'reset', 'image']);

function fieldsOf(root: ParentNode): { form: number; field: Field }[] {
  return [...root.querySelectorAll('main form')].flatMap((form, index) =>
    [...form.querySelectorAll<Field>('input, select, textarea')]
      .filter(
        (field) =>
          field.name !== '' && !(field instanceof HTMLInputElement && SKIPPED.has(field.type)),
      )
      .map((field) => ({ form: index, field })),
  );
}

const isCheck = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** Radios share a name: each is told apart by its value. */
const nameOf = (field: Field) =>
  field instanceof HTMLInputElement && field.type === 'radio'
    ? `${field.name}=${field.value}`
    : field.name;

/** What the page's forms show now. */
export function readFields(root: ParentNode = document): DraftField[] {
  return fieldsOf(root).map(({ form, field }) => ({
    form,
    name: nameOf(field),
    value: isCheck(field) ? field.checked : field.value,
  }));
}

/**
 * Puts the kept values back the way typing would, so the page's own state (React's controlled
 * fields) takes them: the value through the element's own setter, then the input and change
 * events; a checkbox or radio by a click. Answers the first field changed, to focus.
 */
export function writeFields(
  fields: readonly DraftField[],
  root: ParentNode = document,
): Field | null {
  const byKey = new Map(
    fieldsOf(root).map(({ form, field }) => [`${form} ${nameOf(field)}`, field]),
  );
  let first: Field | null = null;
  for (const kept of fields) {
    const field = byKey.get(`${kept.form} ${kept.name}`);
    if (!field) continue;
    if (isCheck(field)) {
      if (field.checked !== kept.value) field.click();
    } else if (typeof kept.value === 'string') {
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
      setter?.call(field, kept.value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
    first ??= field;
  }
  return first;
}
