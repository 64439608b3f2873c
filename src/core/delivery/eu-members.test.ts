import { describe, expect, it } from 'vitest';
import { EU_MEMBER_STATES, deliveredOutsideEu } from './eu-members';

describe('delivery outside the EU', () => {
  it('knows the 27 member states', () => {
    expect(EU_MEMBER_STATES.size).toBe(27);
    for (const code of ['IT', 'DE', 'FR', 'GR', 'HR', 'IE'])
      expect(deliveredOutsideEu(code)).toBe(false);
  });

  it('counts the United Kingdom, Switzerland, the United States and South Africa as outside', () => {
    for (const code of ['GB', 'CH', 'NO', 'US', 'ZA']) expect(deliveredOutsideEu(code)).toBe(true);
  });

  it('reads a code in any case, and no country as not outside (nothing to say yet)', () => {
    expect(deliveredOutsideEu('us')).toBe(true);
    expect(deliveredOutsideEu(' it ')).toBe(false);
    expect(deliveredOutsideEu('')).toBe(false);
  });
});
