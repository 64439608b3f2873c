import type { styleRoutes } from '../../../server/admin/reference/admin-reference-routes';
import { nameRow, sortField } from './common-fields';
import { checkFields, sortNumber } from './checks';
import type { DeclaredDescriptor, ReferenceRecord } from './types';

/** A style as admin_styles answers it, less its per-language names. */
export type StyleRecord = Omit<ReferenceRecord<typeof styleRoutes>, 'lng'>;

export type StyleValues = { name: string; itaName: string; sort: string };

export const styleDescriptor: DeclaredDescriptor<typeof styleRoutes, StyleValues, StyleRecord> = {
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
