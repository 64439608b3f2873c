import { describe, expect, it } from 'vitest';
import { deliveryDaysFor, formatDeliveryDays, parseDeliveryDays } from './delivery-days';

describe('spec 3: Country "deliveryStdDays and deliveryExpressDays (text like 3-5)"', () => {
  it('reads a range', () => {
    expect(parseDeliveryDays('3-5')).toEqual({ min: 3, max: 5 });
    expect(parseDeliveryDays(' 1 - 2 ')).toEqual({ min: 1, max: 2 });
    expect(parseDeliveryDays('1–2')).toEqual({ min: 1, max: 2 });
  });

  it('reads a single number as a one-day range', () => {
    expect(parseDeliveryDays('2')).toEqual({ min: 2, max: 2 });
  });

  it('reads a reversed range in order', () => {
    expect(parseDeliveryDays('5-3')).toEqual({ min: 3, max: 5 });
  });
});

describe('spec 9: "Default delivery days 3-5."', () => {
  it('uses 3-5 for empty or invalid text', () => {
    for (const text of ['', '   ', 'soon', '3-', '-5', '3-5-7', '2.5', null, undefined]) {
      expect(parseDeliveryDays(text)).toEqual({ min: 3, max: 5 });
    }
  });
});

describe('deliveryDaysFor and formatDeliveryDays', () => {
  const country = { deliveryStdDays: '3-5', deliveryExpressDays: '1-2' };

  it('picks the days text for the delivery type', () => {
    expect(deliveryDaysFor(country, 'std')).toEqual({ min: 3, max: 5 });
    expect(deliveryDaysFor(country, 'exp')).toEqual({ min: 1, max: 2 });
  });

  it('writes the range back as text', () => {
    expect(formatDeliveryDays({ min: 3, max: 5 })).toBe('3-5');
    expect(formatDeliveryDays({ min: 2, max: 2 })).toBe('2');
  });
});
