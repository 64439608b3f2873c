import { asc } from 'drizzle-orm';
import type { SynonymEntry } from '../../../core/search/synonyms';
import type { Db } from '../../db/client';
import { searchSynonyms } from '../../db/schema';

/** The shop's synonyms, by word. */
export async function listSynonyms(db: Db): Promise<SynonymEntry[]> {
  return db
    .select({ word: searchSynonyms.word, alternatives: searchSynonyms.alternatives })
    .from(searchSynonyms)
    .orderBy(asc(searchSynonyms.word));
}

/**
 * Replaces the whole list in one transaction: a search sees the old list or the new one, and
 * the catalogue token (trigger, migration 0014) drops the cached answers of the old.
 */
export async function replaceSynonyms(db: Db, entries: SynonymEntry[]): Promise<SynonymEntry[]> {
  await db.transaction(async (tx) => {
    await tx.delete(searchSynonyms);
    if (entries.length > 0) await tx.insert(searchSynonyms).values(entries);
  });
  return listSynonyms(db);
}
