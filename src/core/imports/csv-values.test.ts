import { describe, expect, it } from 'vitest';
import {
  CELL_MESSAGES,
  formatEuroCents,
  parseCount,
  parseEuroCents,
  parseList,
  parseYesNo,
} from './csv-values';

describe('parseEuroCents', () => {
  it('reads euro with a decimal point into whole cents, without float drift', () => {
    const cases: [string, number][] = [
      ['129.9', 12990],
      ['129.90', 12990],
      ['12', 1200],
      ['0.05', 5],
      [' 1.10 ', 110],
      ['0.29', 29],
      ['1234567.89', 123456789],
    ];
    for (const [text, cents] of cases)
      expect(parseEuroCents(text), text).toEqual({ ok: true, value: cents });
  });

  it('refuses a decimal comma with a message saying so', () => {
    expect(parseEuroCents('12,50')).toEqual({ ok: false, message: CELL_MESSAGES.euroComma });
  });

  it('refuses text, negatives, three decimals and exponents', () => {
    expect(parseEuroCents('1.234')).toEqual({ ok: false, message: CELL_MESSAGES.euroDecimals });
    for (const bad of ['abc', '-1', '1e3', '€12', '12.', '.5', '1 000', '12345678']) {
      expect(parseEuroCents(bad), bad).toEqual({ ok: false, message: CELL_MESSAGES.euro });
    }
  });

  it('writes what it reads', () => {
    for (const cents of [0, 5, 99, 100, 12990, 123456789]) {
      expect(parseEuroCents(formatEuroCents(cents))).toEqual({ ok: true, value: cents });
    }
    expect(formatEuroCents(12990)).toBe('129.90');
  });
});

describe('parseCount', () => {
  it('takes whole numbers of 0 or more only', () => {
    expect(parseCount(' 12 ')).toEqual({ ok: true, value: 12 });
    expect(parseCount('0')).toEqual({ ok: true, value: 0 });
    for (const bad of ['-1', '1.5', '1e3', 'ten', '', '12345678901']) {
      expect(parseCount(bad), bad).toEqual({ ok: false, message: CELL_MESSAGES.count });
    }
  });
});

describe('parseYesNo', () => {
  it('reads yes/no, true/false and 1/0 in any case', () => {
    for (const yes of ['yes', 'YES', 'true', 'True', '1'])
      expect(parseYesNo(yes)).toEqual({ ok: true, value: true });
    for (const no of ['no', 'No', 'false', '0'])
      expect(parseYesNo(no)).toEqual({ ok: true, value: false });
    expect(parseYesNo('maybe')).toEqual({ ok: false, message: CELL_MESSAGES.boolean });
  });
});

describe('parseList', () => {
  it('splits on semicolons, trimming and dropping empty items', () => {
    expect(parseList(' Red ; Blue;;')).toEqual(['Red', 'Blue']);
    expect(parseList('')).toEqual([]);
  });
});
