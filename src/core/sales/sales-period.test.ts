import { describe, expect, it } from 'vitest';
import { PERIOD_MESSAGES, parseSalesPeriod } from './sales-period';

const now = new Date('2026-02-14T23:30:00Z');

describe('parseSalesPeriod', () => {
  it('defaults to the current UTC month', () => {
    expect(parseSalesPeriod({}, now)).toEqual({
      ok: true,
      period: { start: '2026-02-01', end: '2026-02-28' },
    });
    // 23:30 on 31 March in Rome is already April there, still March in UTC.
    expect(parseSalesPeriod({}, new Date('2024-03-31T23:30:00Z'))).toEqual({
      ok: true,
      period: { start: '2024-03-01', end: '2024-03-31' },
    });
  });

  it('treats empty values as missing', () => {
    expect(parseSalesPeriod({ start: ' ', end: '' }, now)).toEqual({
      ok: true,
      period: { start: '2026-02-01', end: '2026-02-28' },
    });
  });

  it('takes the month of the one date given', () => {
    expect(parseSalesPeriod({ start: '2024-02-10' }, now)).toEqual({
      ok: true,
      period: { start: '2024-02-10', end: '2024-02-29' },
    });
    expect(parseSalesPeriod({ end: '2023-11-20' }, now)).toEqual({
      ok: true,
      period: { start: '2023-11-01', end: '2023-11-20' },
    });
  });

  it('keeps a given period and a single day', () => {
    expect(parseSalesPeriod({ start: '2019-03-01', end: '2019-03-31' }, now)).toEqual({
      ok: true,
      period: { start: '2019-03-01', end: '2019-03-31' },
    });
    expect(parseSalesPeriod({ start: '2019-03-05', end: '2019-03-05' }, now)).toEqual({
      ok: true,
      period: { start: '2019-03-05', end: '2019-03-05' },
    });
  });

  it('puts a reversed range in order', () => {
    expect(parseSalesPeriod({ start: '2025-06-30', end: '2025-01-01' }, now)).toEqual({
      ok: true,
      period: { start: '2025-01-01', end: '2025-06-30' },
    });
  });

  it('allows three years and refuses a day more', () => {
    expect(parseSalesPeriod({ start: '2020-01-01', end: '2022-12-31' }, now).ok).toBe(true);
    expect(parseSalesPeriod({ start: '2020-01-01', end: '2023-01-01' }, now)).toEqual({
      ok: false,
      fields: [{ field: 'end', message: PERIOD_MESSAGES.tooLong }],
    });
    // Reversed, the same rule.
    expect(parseSalesPeriod({ start: '2023-01-01', end: '2020-01-01' }, now).ok).toBe(false);
  });

  it('names each field that is not a real date', () => {
    expect(parseSalesPeriod({ start: '2025-02-30', end: '31/01/2025' }, now)).toEqual({
      ok: false,
      fields: [
        { field: 'start', message: PERIOD_MESSAGES.date },
        { field: 'end', message: PERIOD_MESSAGES.date },
      ],
    });
  });
});
