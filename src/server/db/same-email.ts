import { sql, type Column } from 'drizzle-orm';

/**
 * A row whose email column holds this address, as the shop compares addresses: letter case and
 * spaces around it do not count (the unique indexes are on lower(email) too).
 */
export const sameEmail = (column: Column, email: string) =>
  sql`lower(${column}) = ${email.trim().toLowerCase()}`;
