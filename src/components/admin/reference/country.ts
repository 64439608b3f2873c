import type { countryRoutes } from '../../../server/admin/reference/admin-reference-routes';
import {
  centsFromEuroText,
  euroTextFromCents,
  percentTextFromBasisPoints,
} from '../../../core/money/decimal-text';
import { activeField, nameRow, sortField } from './common-fields';
import { checkFields, sortNumber } from './checks';
import type { FieldSpec, Lookup, DeclaredDescriptor, ReferenceRecord } from './types';

/** A delivery country as admin_countries answers it, less its per-language names; fees in cents. */
export type CountryRecord = Omit<ReferenceRecord<typeof countryRoutes>, 'lng'>;

export const FEES = [
  'deliveryStdFee',
  'deliveryExpressFee',
  'deliveryFeeKg',
  'deliveryFee5',
  'deliveryFee10',
] as const;

type Fee = (typeof FEES)[number];

/** The fees as euro text ("4.90"); the POST turns them back into cents. */
export type CountryValues = {
  code: string;
  name: string;
  itaName: string;
  deliveryStdDays: string;
  deliveryExpressDays: string;
  taxRateId: string;
  active: boolean;
  sort: string;
} & Record<Fee, string>;

export const TAX_RATE_LOOKUP: Lookup = {
  call: 'admin_tax_rates',
  many: 'taxRates',
  label: (rate) =>
    `${rate.name} (${rate.countryCode ?? ''} ${percentTextFromBasisPoints(rate.rateBp ?? 0)} %)`,
};

const feeField = (name: Fee): FieldSpec<CountryValues> => ({
  kind: 'text',
  name,
  label: name,
  maxLength: 12,
  inputMode: 'decimal',
  unit: '€',
});

/** A fee the check has passed; 0 stands in for one it has not, which is never sent. */
const cents = (text: string): number => centsFromEuroText(text) ?? 0;

export const countryDescriptor: DeclaredDescriptor<
  typeof countryRoutes,
  CountryValues,
  CountryRecord
> = {
  key: 'country',
  call: 'admin_countries',
  one: 'country',
  many: 'countries',
  columns: [
    { label: 'code', cell: (r) => r.code },
    { label: 'name', cell: (r) => r.name },
    { label: 'itaName', cell: (r) => r.itaName, lang: 'it' },
    { label: 'deliveryStdDays', cell: (r) => r.deliveryStdDays },
    { label: 'deliveryStdFee', cell: (r) => ({ cents: r.deliveryStdFee }) },
    { label: 'deliveryExpressDays', cell: (r) => r.deliveryExpressDays },
    { label: 'deliveryExpressFee', cell: (r) => ({ cents: r.deliveryExpressFee }) },
    { label: 'active', cell: (r) => ({ yes: r.active }) },
  ],
  layout: [
    { kind: 'text', name: 'code', label: 'code', hint: 'code', maxLength: 2 },
    nameRow<CountryValues>(),
    [
      {
        kind: 'text',
        name: 'deliveryStdDays',
        label: 'deliveryStdDays',
        hint: 'days',
        maxLength: 5,
      },
      {
        kind: 'text',
        name: 'deliveryExpressDays',
        label: 'deliveryExpressDays',
        hint: 'days',
        maxLength: 5,
      },
    ],
    [feeField('deliveryStdFee'), feeField('deliveryExpressFee')],
    [feeField('deliveryFeeKg'), feeField('deliveryFee5'), feeField('deliveryFee10')],
    {
      kind: 'select',
      name: 'taxRateId',
      label: 'taxRateId',
      lookup: TAX_RATE_LOOKUP,
      noneLabel: 'defaultTaxRate',
    },
    activeField<CountryValues>(),
    sortField<CountryValues>(),
  ],
  blank: {
    code: '',
    name: '',
    itaName: '',
    deliveryStdDays: '3-5',
    deliveryExpressDays: '1-2',
    deliveryStdFee: '0.00',
    deliveryExpressFee: '0.00',
    deliveryFeeKg: '0.00',
    deliveryFee5: '0.00',
    deliveryFee10: '0.00',
    taxRateId: '',
    active: true,
    sort: '0',
  },
  toValues: (r) => ({
    code: r.code,
    name: r.name,
    itaName: r.itaName,
    deliveryStdDays: r.deliveryStdDays,
    deliveryExpressDays: r.deliveryExpressDays,
    deliveryStdFee: euroTextFromCents(r.deliveryStdFee),
    deliveryExpressFee: euroTextFromCents(r.deliveryExpressFee),
    deliveryFeeKg: euroTextFromCents(r.deliveryFeeKg),
    deliveryFee5: euroTextFromCents(r.deliveryFee5),
    deliveryFee10: euroTextFromCents(r.deliveryFee10),
    taxRateId: r.taxRateId === null ? '' : String(r.taxRateId),
    active: r.active,
    sort: String(r.sort),
  }),
  toBody: (v) => ({
    code: v.code.trim().toUpperCase(),
    name: v.name.trim(),
    itaName: v.itaName.trim(),
    deliveryStdDays: v.deliveryStdDays.trim(),
    deliveryExpressDays: v.deliveryExpressDays.trim(),
    deliveryStdFee: cents(v.deliveryStdFee),
    deliveryExpressFee: cents(v.deliveryExpressFee),
    deliveryFeeKg: cents(v.deliveryFeeKg),
    deliveryFee5: cents(v.deliveryFee5),
    deliveryFee10: cents(v.deliveryFee10),
    taxRateId: v.taxRateId === '' ? null : Number(v.taxRateId),
    active: v.active,
    sort: sortNumber(v.sort),
  }),
  check: (v) =>
    checkFields(v, {
      code: ['countryCode'],
      name: ['required'],
      deliveryStdDays: ['days'],
      deliveryExpressDays: ['days'],
      deliveryStdFee: ['money'],
      deliveryExpressFee: ['money'],
      deliveryFeeKg: ['money'],
      deliveryFee5: ['money'],
      deliveryFee10: ['money'],
      sort: ['required', 'sort'],
    }),
  title: (r) => `${r.name} (${r.code})`,
};
