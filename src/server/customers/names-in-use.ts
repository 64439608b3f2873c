import { and, ne, or, sql } from 'drizzle-orm';
import { ERROR_MESSAGES } from '../../core/errors';
import { customers } from '../db/schema';
import { DomainError, type FieldError } from '../../core/domain-error';
import type { DbOrTx } from '../db/transaction';
import { violatedUniqueIndex } from '../db/db-errors';

const EMAIL_INDEX = 'customers_user_name_uq';
const NICKNAME_INDEX = 'customers_nick_name_uq';

function conflict(clash: { email: boolean; nickName: boolean }): DomainError | undefined {
  const fields: FieldError[] = [];
  if (clash.email) fields.push({ field: 'userName', message: ERROR_MESSAGES.EMAIL_IN_USE });
  if (clash.nickName) fields.push({ field: 'nickName', message: ERROR_MESSAGES.NICKNAME_IN_USE });
  if (!fields.length) return undefined;
  // The email clash is named first: with it the customer may rather sign in than sign up.
  const code = clash.email ? 'EMAIL_IN_USE' : 'NICKNAME_IN_USE';
  return new DomainError('conflict', code, ERROR_MESSAGES[code], fields);
}

/**
 * 409 EMAIL_IN_USE / NICKNAME_IN_USE when another account has the email or nickname in any
 * letter case (spec 5: "Email and nickname required and unique"). `email` undefined checks
 * the nickname only; `exceptId` leaves the caller's own account out.
 */
export async function assertNamesFree(
  db: DbOrTx,
  names: { email?: string; nickName: string },
  exceptId?: string,
): Promise<void> {
  const email = names.email?.trim().toLowerCase();
  const nickName = names.nickName.trim().toLowerCase();
  const rows = await db
    .select({ userName: customers.userName, nickName: customers.nickName })
    .from(customers)
    .where(
      and(
        or(
          email === undefined ? undefined : sql`lower(${customers.userName}) = ${email}`,
          sql`lower(${customers.nickName}) = ${nickName}`,
        ),
        exceptId ? ne(customers.id, exceptId) : undefined,
      ),
    );
  const error = conflict({
    email: email !== undefined && rows.some((r) => r.userName.toLowerCase() === email),
    nickName: rows.some((r) => r.nickName.toLowerCase() === nickName),
  });
  if (error) throw error;
}

/**
 * The same 409 when a write lost the race to another one with the same email or nickname
 * (the unique indexes decide); undefined for any other error.
 */
export function nameConflictFrom(err: unknown): DomainError | undefined {
  const index = violatedUniqueIndex(err);
  return conflict({ email: index === EMAIL_INDEX, nickName: index === NICKNAME_INDEX });
}
