import { describe, expect, it } from 'vitest';
import { countriesByName } from './country-order';

const COUNTRIES = [
  { code: 'HR', name: 'Croatia', itaName: 'Croazia' },
  { code: 'CY', name: 'Cyprus', itaName: 'Cipro' },
  { code: 'DE', name: 'Germany', itaName: 'Germania' },
  { code: 'IE', name: 'Ireland', itaName: 'Irlanda' },
  { code: 'GB', name: 'United Kingdom', itaName: 'Regno Unito' },
  { code: 'ZA', name: 'South Africa', itaName: '' },
  { code: 'AT', name: 'Austria', itaName: 'Austria' },
];

describe('countriesByName: the delivery countries by the name shown', () => {
  it('sorts Italian pages by the Italian names', () => {
    expect(countriesByName(COUNTRIES, 'ita').map((c) => c.code)).toEqual([
      'AT', // Austria
      'CY', // Cipro
      'HR', // Croazia
      'DE', // Germania
      'IE', // Irlanda
      'GB', // Regno Unito
      'ZA', // South Africa (no Italian name: the English one)
    ]);
  });

  it('sorts English pages by the English names, leaving the list given untouched', () => {
    const given = [...COUNTRIES];
    expect(countriesByName(COUNTRIES, 'eng').map((c) => c.code)).toEqual([
      'AT',
      'HR',
      'CY',
      'DE',
      'IE',
      'ZA',
      'GB',
    ]);
    expect(COUNTRIES).toEqual(given);
  });
});
