import { taxRateKey } from './tax-rates';

/**
 * The 27 EU member states plus the United Kingdom, the United States and South Africa. Fees are
 * cents. Most countries keep deliveryStdFee at 0 so the weight fees (under 1 kg, 1-5 kg, over
 * 5 kg) apply to standard delivery; the far countries have a flat standard fee, which replaces
 * the weight fee (spec 9), so that rule has sample data. Every country has an express fee,
 * above its heaviest weight fee, because express is a courier's flat rate and must never come
 * out cheaper than standard.
 */
export interface CountrySeed {
  code: string;
  name: string;
  itaName: string;
  deliveryStdDays: string;
  deliveryExpressDays: string;
  deliveryStdFee: number;
  deliveryExpressFee: number;
  deliveryFeeKg: number;
  deliveryFee5: number;
  deliveryFee10: number;
  /** taxRateKey of the country's own rate; null: the shop's default rate applies. */
  taxRate: string | null;
}

type Zone = Omit<CountrySeed, 'code' | 'name' | 'itaName' | 'taxRate'>;

const ZONES = {
  domestic: {
    deliveryStdDays: '2-4',
    deliveryExpressDays: '1-2',
    deliveryStdFee: 0,
    deliveryExpressFee: 1490,
    deliveryFeeKg: 590,
    deliveryFee5: 890,
    deliveryFee10: 1290,
  },
  euNear: {
    deliveryStdDays: '3-5',
    deliveryExpressDays: '1-3',
    deliveryStdFee: 0,
    deliveryExpressFee: 2990,
    deliveryFeeKg: 1190,
    deliveryFee5: 1590,
    deliveryFee10: 2290,
  },
  euMid: {
    deliveryStdDays: '4-6',
    deliveryExpressDays: '2-3',
    deliveryStdFee: 0,
    deliveryExpressFee: 3490,
    deliveryFeeKg: 1390,
    deliveryFee5: 1790,
    deliveryFee10: 2590,
  },
  euFar: {
    deliveryStdDays: '5-8',
    deliveryExpressDays: '2-4',
    deliveryStdFee: 0,
    deliveryExpressFee: 3990,
    deliveryFeeKg: 1590,
    deliveryFee5: 2090,
    deliveryFee10: 2990,
  },
  uk: {
    deliveryStdDays: '5-8',
    deliveryExpressDays: '2-3',
    deliveryStdFee: 0,
    deliveryExpressFee: 4490,
    deliveryFeeKg: 1990,
    deliveryFee5: 2590,
    deliveryFee10: 3590,
  },
  us: {
    deliveryStdDays: '7-12',
    deliveryExpressDays: '3-5',
    deliveryStdFee: 3500,
    deliveryExpressFee: 5900,
    deliveryFeeKg: 2990,
    deliveryFee5: 3990,
    deliveryFee10: 5490,
  },
  za: {
    deliveryStdDays: '10-15',
    deliveryExpressDays: '4-6',
    deliveryStdFee: 3900,
    deliveryExpressFee: 6900,
    deliveryFeeKg: 3490,
    deliveryFee5: 4490,
    deliveryFee10: 5990,
  },
} satisfies Record<string, Zone>;

type ZoneName = keyof typeof ZONES;

/** Countries with a rate of their own in tax-rates.ts, by the rate's name. */
const OWN_RATES: Readonly<Record<string, string>> = {
  IT: 'Standard',
  DE: 'Standard',
  FR: 'Standard',
  ES: 'Standard',
  GB: 'Standard',
  US: 'Exempt',
  ZA: 'Standard',
};

const LIST: readonly [code: string, name: string, itaName: string, zone: ZoneName][] = [
  ['IT', 'Italy', 'Italia', 'domestic'],
  ['AT', 'Austria', 'Austria', 'euNear'],
  ['BE', 'Belgium', 'Belgio', 'euMid'],
  ['BG', 'Bulgaria', 'Bulgaria', 'euFar'],
  ['HR', 'Croatia', 'Croazia', 'euNear'],
  ['CY', 'Cyprus', 'Cipro', 'euFar'],
  ['CZ', 'Czechia', 'Cechia', 'euMid'],
  ['DK', 'Denmark', 'Danimarca', 'euMid'],
  ['EE', 'Estonia', 'Estonia', 'euFar'],
  ['FI', 'Finland', 'Finlandia', 'euFar'],
  ['FR', 'France', 'Francia', 'euNear'],
  ['DE', 'Germany', 'Germania', 'euNear'],
  ['GR', 'Greece', 'Grecia', 'euFar'],
  ['HU', 'Hungary', 'Ungheria', 'euMid'],
  ['IE', 'Ireland', 'Irlanda', 'euFar'],
  ['LV', 'Latvia', 'Lettonia', 'euFar'],
  ['LT', 'Lithuania', 'Lituania', 'euFar'],
  ['LU', 'Luxembourg', 'Lussemburgo', 'euMid'],
  ['MT', 'Malta', 'Malta', 'euFar'],
  ['NL', 'Netherlands', 'Paesi Bassi', 'euMid'],
  ['PL', 'Poland', 'Polonia', 'euMid'],
  ['PT', 'Portugal', 'Portogallo', 'euMid'],
  ['RO', 'Romania', 'Romania', 'euFar'],
  ['SK', 'Slovakia', 'Slovacchia', 'euMid'],
  ['SI', 'Slovenia', 'Slovenia', 'euNear'],
  ['ES', 'Spain', 'Spagna', 'euMid'],
  ['SE', 'Sweden', 'Svezia', 'euFar'],
  ['GB', 'United Kingdom', 'Regno Unito', 'uk'],
  ['US', 'United States', 'Stati Uniti', 'us'],
  ['ZA', 'South Africa', 'Sudafrica', 'za'],
];

export const COUNTRIES: readonly CountrySeed[] = LIST.map(([code, name, itaName, zone]) => {
  const ownRate = OWN_RATES[code];
  return {
    code,
    name,
    itaName,
    ...ZONES[zone],
    taxRate: ownRate ? taxRateKey({ countryCode: code, name: ownRate }) : null,
  };
});

export const EU_COUNTRY_CODES: readonly string[] = LIST.filter(
  ([, , , zone]) => zone.startsWith('eu') || zone === 'domestic',
).map(([code]) => code);
