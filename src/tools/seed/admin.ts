import { randomBytes } from 'node:crypto';
import { MIN_PASSWORD_LENGTH } from '../../core/constants';
import { hashPassword } from '../../server/customers/password';
import type { customers } from '../../server/db/schema';

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

export interface AdminSeed {
  row: typeof customers.$inferInsert;
  email: string;
  /** Set only when the password was generated here; the caller shows it once. */
  generatedPassword?: string;
}

/**
 * The shop's first administrator. There is never a password in the code: either the caller
 * passes one, or a random one is made and handed back so it can be printed a single time.
 */
export async function buildAdmin(options: {
  adminEmail?: string;
  adminPassword?: string;
}): Promise<AdminSeed> {
  const email = (options.adminEmail?.trim() || DEFAULT_ADMIN_EMAIL).toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new Error(`the administrator email ${JSON.stringify(email)} is not an email address`);
  }
  // An empty value (an unset environment variable passed through) means "not given".
  const given = options.adminPassword || undefined;
  if (given !== undefined && given.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`the administrator password needs at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  // 18 random bytes: 144 bits, 24 URL-safe characters that survive copy and paste.
  const generatedPassword = given === undefined ? randomBytes(18).toString('base64url') : undefined;
  const password = given ?? generatedPassword ?? '';
  return {
    email,
    generatedPassword,
    row: {
      userName: email,
      firstName: 'Shop',
      lastName: 'Administrator',
      nickName: 'admin',
      userType: 'A',
      userStatus: 'A',
      lng: 'en',
      passwordHash: await hashPassword(password),
      activatedAt: new Date(),
    },
  };
}
