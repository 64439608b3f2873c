import { describe, expect, it } from 'vitest';
import { POSTCODE_COUNTRIES, postcodeFits } from './postcode';

describe('postcodeFits: postal codes by delivery country', () => {
  it('takes an Italian CAP of five digits and nothing else', () => {
    expect(postcodeFits('IT', '00100')).toBe(true);
    expect(postcodeFits('IT', ' 20121 ')).toBe(true);
    for (const code of ['ABCDE', '0010', '001000', '00 100', '2O121']) {
      expect(postcodeFits('IT', code), code).toBe(false);
    }
  });

  it("follows each country's own form, with or without the printed space or hyphen", () => {
    const good: [string, string][] = [
      ['GB', 'SW1A 1AA'],
      ['GB', 'm11ae'],
      ['NL', '1012 AB'],
      ['NL', '1012ab'],
      ['PL', '00-950'],
      ['PT', '1000-001'],
      ['SE', '114 55'],
      ['IE', 'D02 X285'],
      ['MT', 'VLT 1117'],
      ['US', '10001-1234'],
      ['LU', 'L-1234'],
      ['ZA', '8001'],
    ];
    for (const [country, code] of good) expect(postcodeFits(country, code), code).toBe(true);
    const bad: [string, string][] = [
      ['DE', '1234'],
      ['FR', '7500A'],
      ['GB', '12345'],
      ['NL', 'AB 1012'],
      ['US', '1000'],
      ['AT', '10100'],
    ];
    for (const [country, code] of bad) expect(postcodeFits(country, code), code).toBe(false);
  });

  it('leaves an empty code to the required-field check, and takes any code without a rule', () => {
    expect(postcodeFits('IT', '')).toBe(true);
    expect(postcodeFits('CH', 'ABCDE')).toBe(true);
    expect(postcodeFits('', 'ABCDE')).toBe(true);
  });

  it('has a rule for every country the seed delivers to', () => {
    expect(POSTCODE_COUNTRIES).toHaveLength(30);
    expect(POSTCODE_COUNTRIES).toContain('IT');
  });
});
