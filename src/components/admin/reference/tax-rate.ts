import type { taxRateRoutes } from '../../../server/admin/reference/admin-reference-routes';
import {
  basisPointsFromPercentText,
  percentTextFromBasisPoints,
} from '../../../core/money/decimal-text';
import { checkFields } from './checks';
import type { DeclaredDescriptor, ReferenceRecord } from './types';

/** A tax rate as admin_tax_rates answers it: the rate in basis points (2200 = 22 %). */
export type TaxRateRecord = ReferenceRecord<typeof taxRateRoutes>;

/** The rate as a percentage text ("22.5"); the POST sends basis points. */
export type TaxRateValues = {
  name: string;
  countryCode: string;
  rate: string;
  isDefault: boolean;
  description: string;
};

export const taxRateDescriptor: DeclaredDescriptor<typeof taxRateRoutes, TaxRateValues> = {
  key: 'taxRate',
  call: 'admin_tax_rates',
  one: 'taxRate',
  many: 'taxRates',
  columns: [
    { label: 'taxName', cell: (r) => r.name },
    { label: 'countryCode', cell: (r) => r.countryCode },
    { label: 'rate', cell: (r) => `${percentTextFromBasisPoints(r.rateBp)} %` },
    { label: 'isDefault', cell: (r) => ({ yes: r.isDefault }) },
    { label: 'description', cell: (r) => r.description },
  ],
  layout: [
    [
      { kind: 'text', name: 'name', label: 'taxName', maxLength: 100 },
      { kind: 'text', name: 'countryCode', label: 'countryCode', hint: 'code', maxLength: 2 },
      {
        kind: 'text',
        name: 'rate',
        label: 'rate',
        hint: 'rate',
        maxLength: 6,
        inputMode: 'decimal',
        unit: '%',
      },
    ],
    { kind: 'check', name: 'isDefault', label: 'isDefault', hint: 'isDefault' },
    { kind: 'textarea', name: 'description', label: 'description', maxLength: 300 },
  ],
  blank: { name: '', countryCode: '', rate: '', isDefault: false, description: '' },
  toValues: (r) => ({
    name: r.name,
    countryCode: r.countryCode,
    rate: percentTextFromBasisPoints(r.rateBp),
    isDefault: r.isDefault,
    description: r.description,
  }),
  toBody: (v) => ({
    name: v.name.trim(),
    countryCode: v.countryCode.trim().toUpperCase(),
    rateBp: basisPointsFromPercentText(v.rate) ?? 0,
    isDefault: v.isDefault,
    description: v.description.trim(),
  }),
  check: (v) =>
    checkFields(v, {
      name: ['required'],
      countryCode: ['countryCode'],
      rate: ['required', 'percent'],
    }),
  title: (r) => r.name,
  apiFields: { rateBp: 'rate' },
};
