import { describe, expect, it } from 'vitest';
import { priceLabel } from './price-label';

describe('spec 9: "Items with sellBy w are weight-based and their price shows as TBC."', () => {
  it('shows TBC for weight-based items', () => {
    expect(priceLabel({ sellBy: 'w', price: 1999 }, 'EUR', 'en')).toBe('TBC');
  });

  it('shows the formatted price for unit items', () => {
    expect(priceLabel({ sellBy: 'u', price: 1999 }, 'EUR', 'en')).toBe('€19.99');
    expect(priceLabel({ sellBy: 'u', price: 1999 }, 'EUR', 'it')).toBe('19,99\u00a0€');
    expect(priceLabel({ sellBy: 'u', price: 1999 }, 'GBP', 'en')).toBe('£19.99');
  });
});
