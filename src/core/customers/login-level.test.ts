import { describe, expect, it } from 'vitest';
import { ADMIN_LEVEL, CUSTOMER_LEVEL, isAdminLevel, loginLevel } from './login-level';

describe('spec 4: "Login sets level 1, or 9 when userType is A."', () => {
  it('gives 9 for userType A', () => {
    expect(loginLevel('A')).toBe(9);
    expect(ADMIN_LEVEL).toBe(9);
  });

  it('gives 1 for any other user type', () => {
    for (const type of ['C', 'a', '', 'AA', null, undefined]) expect(loginLevel(type)).toBe(1);
    expect(CUSTOMER_LEVEL).toBe(1);
  });

  it('knows level 9 is the administrator', () => {
    expect(isAdminLevel(9)).toBe(true);
    expect(isAdminLevel(1)).toBe(false);
  });
});
