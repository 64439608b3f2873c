import { describe, expect, it } from 'vitest';
import { readQuantity } from './quantity-text';

describe('a typed quantity is read as typed, never corrected silently', () => {
  it('takes a whole number between the minimum and the stock', () => {
    expect(readQuantity('3', 1, 10)).toEqual({ ok: true, quantity: 3 });
    expect(readQuantity(' 10 ', 1, 10)).toEqual({ ok: true, quantity: 10 });
    expect(readQuantity('1', 1, 1)).toEqual({ ok: true, quantity: 1 });
  });

  it('says an empty box is empty instead of putting 1 back', () => {
    expect(readQuantity('', 1, 10)).toEqual({ ok: false, problem: 'empty' });
    expect(readQuantity('   ', 1, 10)).toEqual({ ok: false, problem: 'empty' });
  });

  it('refuses 0 and negative numbers with the minimum', () => {
    expect(readQuantity('0', 1, 10)).toEqual({ ok: false, problem: 'min', limit: 1 });
    expect(readQuantity('-2', 1, 10)).toEqual({ ok: false, problem: 'min', limit: 1 });
    expect(readQuantity('2', 3, 10)).toEqual({ ok: false, problem: 'min', limit: 3 });
  });

  it('refuses what is not a whole number', () => {
    for (const text of ['1.5', '2,5', 'abc', '1e2', '3-', '--2']) {
      expect(readQuantity(text, 1, 10)).toEqual({ ok: false, problem: 'whole' });
    }
  });

  it('says how many are in stock instead of cutting the quantity to it', () => {
    expect(readQuantity('11', 1, 10)).toEqual({ ok: false, problem: 'stock', limit: 10 });
    expect(readQuantity('99999999999999999999', 1, 10)).toEqual({
      ok: false,
      problem: 'stock',
      limit: 10,
    });
    expect(readQuantity('2', 3, 2)).toEqual({ ok: false, problem: 'min', limit: 3 });
  });
});
