import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { normalRecoveryCode, SECOND_FACTOR } from '../../../core/customers/second-factor';
import { recoveryCodes, secondFactors } from '../../db/schema';
import type { DbOrTx } from '../../db/transaction';

/** No 0/O or 1/I: a code copied by hand from paper reads one way only. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Recovery codes have 60 bits of chance: a fast hash is enough, and lets one lookup find one. */
const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normalRecoveryCode(code)).digest('base64url');

function newRecoveryCode(): string {
  return Array.from(
    { length: SECOND_FACTOR.recoveryCodeLength },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  ).join('');
}

export interface StoredFactor {
  sealedSecret: string;
  lastStep: number;
}

export async function findFactor(
  db: DbOrTx,
  customerId: string,
  forUpdate = false,
): Promise<StoredFactor | undefined> {
  const query = db
    .select({ sealedSecret: secondFactors.sealedSecret, lastStep: secondFactors.lastStep })
    .from(secondFactors)
    .where(eq(secondFactors.customerId, customerId))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/**
 * Keeps the enrolled secret (its first code's step already used) and makes the recovery
 * codes, given back in clear this once. False when the account has enrolled meanwhile.
 */
export async function saveFactor(
  db: DbOrTx,
  customerId: string,
  factor: StoredFactor,
): Promise<string[] | undefined> {
  const saved = await db
    .insert(secondFactors)
    .values({ customerId, ...factor })
    .onConflictDoNothing()
    .returning({ customerId: secondFactors.customerId });
  if (saved.length === 0) return undefined;
  const codes = Array.from({ length: SECOND_FACTOR.recoveryCodeCount }, newRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.customerId, customerId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ customerId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

export async function markStepUsed(db: DbOrTx, customerId: string, step: number): Promise<void> {
  await db
    .update(secondFactors)
    .set({ lastStep: step })
    .where(eq(secondFactors.customerId, customerId));
}

/** Uses up one unused recovery code of the account; false when it is not one. */
export async function useRecoveryCode(
  db: DbOrTx,
  customerId: string,
  typed: string,
): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.customerId, customerId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(typed)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

/** admin:reset-2fa: the factor and its recovery codes go; the next sign-in enrols again. */
export async function clearFactor(db: DbOrTx, customerId: string): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.customerId, customerId));
  await db.delete(secondFactors).where(eq(secondFactors.customerId, customerId));
}
