import type { colorRoutes } from '../../../server/admin/reference/admin-reference-routes';
import { nameRow, sortField } from './common-fields';
import { checkFields, sortNumber } from './checks';
import type { DeclaredDescriptor, ReferenceRecord } from './types';

/** A colour as admin_colors answers it, less its per-language names; `hex` may be ''. */
export type ColorRecord = Omit<ReferenceRecord<typeof colorRoutes>, 'lng'>;

export type ColorValues = { name: string; itaName: string; hex: string; sort: string };

export const colorDescriptor: DeclaredDescriptor<typeof colorRoutes, ColorValues, ColorRecord> = {
  key: 'color',
  call: 'admin_colors',
  one: 'color',
  many: 'colors',
  columns: [
    { label: 'hex', cell: (r) => ({ swatch: r.hex, text: r.hex }) },
    { label: 'name', cell: (r) => r.name },
    { label: 'itaName', cell: (r) => r.itaName, lang: 'it' },
    { label: 'sort', cell: (r) => String(r.sort) },
  ],
  layout: [
    nameRow<ColorValues>(),
    { kind: 'color', name: 'hex', label: 'hex', hint: 'hex' },
    sortField<ColorValues>(),
  ],
  blank: { name: '', itaName: '', hex: '', sort: '0' },
  toValues: (r) => ({ name: r.name, itaName: r.itaName, hex: r.hex, sort: String(r.sort) }),
  toBody: (v) => ({
    name: v.name.trim(),
    itaName: v.itaName.trim(),
    hex: v.hex.trim().toLowerCase(),
    sort: sortNumber(v.sort),
  }),
  check: (v) => checkFields(v, { name: ['required'], hex: ['hex'], sort: ['required', 'sort'] }),
  title: (r) => r.name,
};
