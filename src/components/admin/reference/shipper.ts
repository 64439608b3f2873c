import type { shipperRoutes } from '../../../server/admin/reference/admin-reference-routes';
import { activeField } from './common-fields';
import { checkFields } from './checks';
import type { DeclaredDescriptor, ReferenceRecord } from './types';

/** A shipper as admin_shippers answers it; `{trackingNo}` in its tracking page's address. */
export type ShipperRecord = ReferenceRecord<typeof shipperRoutes>;

export type ShipperValues = { name: string; trackingUrl: string; active: boolean };

export const shipperDescriptor: DeclaredDescriptor<typeof shipperRoutes, ShipperValues> = {
  key: 'shipper',
  call: 'admin_shippers',
  one: 'shipper',
  many: 'shippers',
  columns: [
    { label: 'name', cell: (r) => r.name },
    { label: 'trackingUrl', cell: (r) => r.trackingUrl },
    { label: 'active', cell: (r) => ({ yes: r.active }) },
  ],
  layout: [
    { kind: 'text', name: 'name', label: 'shipperName', maxLength: 100 },
    {
      kind: 'text',
      name: 'trackingUrl',
      label: 'trackingUrl',
      hint: 'trackingUrl',
      maxLength: 500,
      inputMode: 'url',
    },
    activeField<ShipperValues>(),
  ],
  blank: { name: '', trackingUrl: '', active: true },
  toValues: (r) => ({ name: r.name, trackingUrl: r.trackingUrl, active: r.active }),
  toBody: (v) => ({ name: v.name.trim(), trackingUrl: v.trackingUrl.trim(), active: v.active }),
  check: (v) => checkFields(v, { name: ['required'], trackingUrl: ['website'] }),
  title: (r) => r.name,
};
