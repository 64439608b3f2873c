/**
 * Spec section 4: "Login sets level 1, or 9 when userType is A." Level 0 is logged out.
 * Section 6: "Customer (level 1)", "Administrator (type A, level 9)".
 */
export const LOGGED_OUT_LEVEL = 0;
export const CUSTOMER_LEVEL = 1;
export const ADMIN_LEVEL = 9;
export type CustomerLevel = typeof LOGGED_OUT_LEVEL | typeof CUSTOMER_LEVEL | typeof ADMIN_LEVEL;

export const ADMIN_USER_TYPE = 'A';

export function loginLevel(
  userType: string | null | undefined,
): typeof CUSTOMER_LEVEL | typeof ADMIN_LEVEL {
  return userType === ADMIN_USER_TYPE ? ADMIN_LEVEL : CUSTOMER_LEVEL;
}

export function isAdminLevel(level: number): boolean {
  return level === ADMIN_LEVEL;
}
