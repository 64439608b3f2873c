import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** How much one purge may delete: rows per statement, statements per run. */
export interface BatchLimits {
  batchSize: number;
  maxBatches: number;
}

/**
 * Deletes the rows `victims` selects (ids), a batch at a time, and counts them: one statement
 * never holds many rows' locks, and a run stops after `maxBatches` so it ends in time.
 */
export async function deleteInBatches(
  db: Db,
  table: PgTable & { id: AnyPgColumn },
  victims: SQL,
  limits: BatchLimits,
): Promise<number> {
  let total = 0;
  for (let batch = 0; batch < limits.maxBatches; batch += 1) {
    const result = await db.execute(
      sql`delete from ${table} where ${table.id} in (${victims} limit ${limits.batchSize})`,
    );
    const deleted = result.rowCount ?? 0;
    total += deleted;
    if (deleted < limits.batchSize) break;
  }
  return total;
}
