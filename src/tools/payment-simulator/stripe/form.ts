/** A decoded Stripe form: `metadata[cart]=x&payment_method_types[0]=card` → nested values. */
export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

function pathOf(key: string): string[] {
  const head = /^[^[]+/.exec(key)?.[0] ?? key;
  const rest = [...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1] ?? '');
  return [head, ...rest];
}

function assign(target: FormObject, path: string[], value: string): void {
  let node = target;
  path.forEach((segment, index) => {
    const key = segment === '' ? String(Object.keys(node).length) : segment;
    if (index === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (typeof next === 'object' && !Array.isArray(next)) {
      node = next;
    } else {
      const created: FormObject = {};
      node[key] = created;
      node = created;
    }
  });
}

/** Objects whose keys are 0..n-1 were arrays on the wire (`expand[0]`, `expand[]`). */
function arraysOf(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, arraysOf(value[key] as FormValue)] as const);
  if (keys.length > 0 && keys.every((key, index) => key === String(index))) {
    return entries.map(([, item]) => item);
  }
  return Object.fromEntries(entries);
}

export function decodeForm(params: URLSearchParams): FormObject {
  const root: FormObject = {};
  for (const [key, value] of params) assign(root, pathOf(key), value);
  return arraysOf(root) as FormObject;
}

export function formString(form: FormObject, key: string): string | undefined {
  const value = form[key];
  return typeof value === 'string' ? value : undefined;
}

export function formObject(form: FormObject, key: string): FormObject | undefined {
  const value = form[key];
  return typeof value === 'object' && !Array.isArray(value) ? value : undefined;
}

export function formStrings(form: FormObject, key: string): string[] {
  const value = form[key];
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
}

/** Metadata keeps string values only; Stripe unsets a key sent as an empty string. */
export function formMetadata(form: FormObject): Record<string, string> {
  const metadata = formObject(form, 'metadata') ?? {};
  return Object.fromEntries(
    Object.entries(metadata).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
}
