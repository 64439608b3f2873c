import { describe, expect, it } from 'vitest';
import { findDeliveryCountry, nextDefault, savedAsDefault } from './address-book';

describe('the default address', () => {
  it('is the first entry of the book', () => {
    expect(savedAsDefault({ onlyEntry: true, wasDefault: false, requested: undefined })).toBe(true);
    expect(savedAsDefault({ onlyEntry: true, wasDefault: false, requested: false })).toBe(true);
  });

  it('moves to an entry saved with isDefault true', () => {
    expect(savedAsDefault({ onlyEntry: false, wasDefault: false, requested: true })).toBe(true);
    expect(savedAsDefault({ onlyEntry: false, wasDefault: false, requested: undefined })).toBe(
      false,
    );
  });

  it('stays on the default when it is saved with isDefault false', () => {
    expect(savedAsDefault({ onlyEntry: false, wasDefault: true, requested: false })).toBe(true);
  });

  it('passes to the oldest remaining entry when the default is deleted', () => {
    const older = { id: 'b', createdAt: new Date('2025-01-01T00:00:00Z') };
    const newer = { id: 'a', createdAt: new Date('2025-02-01T00:00:00Z') };
    expect(nextDefault([newer, older])).toBe(older);
    expect(nextDefault([])).toBeUndefined();
  });
});

describe('delivery countries of an address', () => {
  const countries = [
    { code: 'IT', name: 'Italy', itaName: 'Italia' },
    { code: 'DE', name: 'Germany', itaName: 'Germania' },
  ];

  it('are found by code or by name in either language, any case', () => {
    for (const text of ['IT', 'it', 'Italy', 'ITALIA', ' italia ']) {
      expect(findDeliveryCountry(text, countries)?.code, text).toBe('IT');
    }
  });

  it('are not found for a country the shop does not deliver to, or for nothing', () => {
    expect(findDeliveryCountry('FR', countries)).toBeUndefined();
    expect(findDeliveryCountry('Narnia', countries)).toBeUndefined();
    expect(findDeliveryCountry('  ', countries)).toBeUndefined();
  });
});
