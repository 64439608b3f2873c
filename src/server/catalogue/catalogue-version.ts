import type { Db } from '../db/client';

/** The token before the first catalogue write made the row (a database just migrated). */
export const NO_CATALOGUE_VERSION = 'none';

/**
 * The catalogue's token now (table catalogue_version, kept by triggers): equal tokens mean
 * equal catalogue rows, so an answer read under this token is still the answer. One
 * single-row read by primary key, sent as a simple query (no parse and plan round trip).
 */
export async function readCatalogueVersion(db: Db): Promise<string> {
  const { rows } = await db.$client.query<{ version: string }>(
    'select version from catalogue_version',
  );
  return rows[0]?.version ?? NO_CATALOGUE_VERSION;
}

interface SharedReads {
  running?: Promise<string>;
  /** The read that starts when the running one ends, for everyone who came meanwhile. */
  next?: Promise<string>;
}

const shared = new WeakMap<Db, SharedReads>();

function start(reads: SharedReads, db: Db): Promise<string> {
  const read = readCatalogueVersion(db);
  reads.running = read;
  const done = () => {
    if (reads.running === read) reads.running = undefined;
  };
  read.then(done, done);
  return read;
}

/**
 * The token as a read that began after this call sees it, shared: a caller who comes while a
 * read is under way waits for the next one (the running one may have begun before a commit
 * this caller must see), and everyone who came meanwhile shares that next one. Under load,
 * one read serves a whole burst of calls instead of one each.
 */
export function currentCatalogueVersion(db: Db): Promise<string> {
  let reads = shared.get(db);
  if (!reads) {
    reads = {};
    shared.set(db, reads);
  }
  const running = reads.running;
  if (!running) return start(reads, db);
  if (!reads.next) {
    const state = reads;
    const again = () => {
      state.next = undefined;
      return start(state, db);
    };
    reads.next = running.then(again, again);
  }
  return reads.next;
}
