import type { FieldSpec } from './types';

/*
 * Fields several lists share, so their labels, limits and languages are the same everywhere.
 */

type Named = { name: string; itaName: string };

/** English and Italian names side by side (the server takes 100 characters each). */
export const nameRow = <V extends Named>(): FieldSpec<V>[] => [
  { kind: 'text', name: 'name' as keyof V & string, label: 'name', maxLength: 100 },
  {
    kind: 'text',
    name: 'itaName' as keyof V & string,
    label: 'itaName',
    maxLength: 100,
    lang: 'it',
    hint: 'itaName',
  },
];

export const sortField = <V extends { sort: string }>(): FieldSpec<V> => ({
  kind: 'text',
  name: 'sort' as keyof V & string,
  label: 'sort',
  hint: 'sort',
  maxLength: 7,
  inputMode: 'numeric',
});

export const activeField = <V extends { active: boolean }>(): FieldSpec<V> => ({
  kind: 'check',
  name: 'active' as keyof V & string,
  label: 'active',
});
