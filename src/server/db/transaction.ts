import type { Db } from './client';

/** The handle db.transaction gives its callback: a write that must commit with others takes it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A read or write that works alone or inside the caller's transaction. */
export type DbOrTx = Db | Tx;
