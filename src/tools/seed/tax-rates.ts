/** Rates in basis points (2200 = 22 %), as the tax_rates table keeps them. */
export interface TaxRateSeed {
  name: string;
  countryCode: string;
  rateBp: number;
  isDefault: boolean;
  description: string;
}

export const TAX_RATES: readonly TaxRateSeed[] = [
  {
    name: 'Standard',
    countryCode: 'IT',
    rateBp: 2200,
    isDefault: true,
    description: 'Italian VAT (IVA ordinaria); the shop prices include it',
  },
  {
    name: 'Reduced',
    countryCode: 'IT',
    rateBp: 1000,
    isDefault: false,
    description: 'Italian reduced VAT (IVA ridotta)',
  },
  {
    name: 'Super-reduced',
    countryCode: 'IT',
    rateBp: 400,
    isDefault: false,
    description: 'Italian super-reduced VAT (IVA minima)',
  },
  {
    name: 'Standard',
    countryCode: 'DE',
    rateBp: 1900,
    isDefault: false,
    description: 'German VAT',
  },
  {
    name: 'Standard',
    countryCode: 'FR',
    rateBp: 2000,
    isDefault: false,
    description: 'French VAT',
  },
  {
    name: 'Standard',
    countryCode: 'ES',
    rateBp: 2100,
    isDefault: false,
    description: 'Spanish VAT',
  },
  { name: 'Standard', countryCode: 'GB', rateBp: 2000, isDefault: false, description: 'UK VAT' },
  {
    name: 'Exempt',
    countryCode: 'US',
    rateBp: 0,
    isDefault: false,
    description: 'Exports to the United States carry no VAT; sales tax is not collected',
  },
  {
    name: 'Standard',
    countryCode: 'ZA',
    rateBp: 1500,
    isDefault: false,
    description: 'South African VAT',
  },
];

/** The rate every product is sold at. */
export const PRODUCT_TAX_RATE = { countryCode: 'IT', name: 'Standard' } as const;

export function taxRateKey(rate: { countryCode: string; name: string }): string {
  return `${rate.countryCode}:${rate.name}`;
}
