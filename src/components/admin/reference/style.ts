import { nameRow, sortField } from './common-fields';
import { checkFields, sortNumber } from './checks';
import type { ReferenceDescriptor } from './types';

export interface StyleRecord {
  _id: number;
  name: string;
  itaName: string;
  sort: number;
}

export type StyleValues = { name: string; itaName: string; sort: string };

export const styleDescriptor: ReferenceDescriptor<StyleRecord, StyleValues> = {
  key: 'style',
  call: 'admin_styles',
  one: 'style',
  many: 'styles',
  columns: [
    { label: 'name', cell: (r) => r.name },
    { label: 'itaName', cell: (r) => r.itaName, lang: 'it' },
    { label: 'sort', cell: (r) => String(r.sort) },
  ],
  layout: [nameRow<StyleValues>(), sortField<StyleValues>()],
  blank: { name: '', itaName: '', sort: '0' },
  toValues: (r) => ({ name: r.name, itaName: r.itaName, sort: String(r.sort) }),
  toBody: (v) => ({ name: v.name.trim(), itaName: v.itaName.trim(), sort: sortNumber(v.sort) }),
  check: (v) => checkFields(v, { name: ['required'], sort: ['required', 'sort'] }),
  title: (r) => r.name,
};
