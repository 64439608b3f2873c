import type { supplierRoutes } from '../../../server/admin/reference/admin-reference-routes';
import { checkFields } from './checks';
import type { DeclaredDescriptor, ReferenceRecord } from './types';

/** A supplier as admin_suppliers answers it. */
export type SupplierRecord = ReferenceRecord<typeof supplierRoutes>;

export type SupplierValues = Omit<SupplierRecord, '_id'>;

export const supplierDescriptor: DeclaredDescriptor<typeof supplierRoutes, SupplierValues> = {
  key: 'supplier',
  call: 'admin_suppliers',
  one: 'supplier',
  many: 'suppliers',
  columns: [
    { label: 'name', cell: (r) => r.name },
    { label: 'contact', cell: (r) => r.contact },
    { label: 'email', cell: (r) => r.email },
    { label: 'tel', cell: (r) => r.tel },
    { label: 'website', cell: (r) => r.website },
  ],
  layout: [
    { kind: 'text', name: 'name', label: 'supplierName', maxLength: 100 },
    [
      { kind: 'text', name: 'contact', label: 'contact', maxLength: 100 },
      { kind: 'text', name: 'email', label: 'email', maxLength: 254, inputMode: 'email' },
      { kind: 'text', name: 'tel', label: 'tel', maxLength: 40, inputMode: 'tel' },
    ],
    { kind: 'textarea', name: 'address', label: 'address', maxLength: 500 },
    {
      kind: 'text',
      name: 'website',
      label: 'website',
      hint: 'website',
      maxLength: 500,
      inputMode: 'url',
    },
  ],
  blank: { name: '', contact: '', email: '', tel: '', address: '', website: '' },
  toValues: ({ _id: _ignored, ...values }) => values,
  toBody: (v) => ({
    name: v.name.trim(),
    contact: v.contact.trim(),
    email: v.email.trim(),
    tel: v.tel.trim(),
    address: v.address.trim(),
    website: v.website.trim(),
  }),
  check: (v) => checkFields(v, { name: ['required'], email: ['email'], website: ['website'] }),
  title: (r) => r.name,
};
