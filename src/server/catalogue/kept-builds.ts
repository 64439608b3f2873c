import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';

/** Values kept per process by key, and the ones being built, so a burst builds each once. */
export interface KeptBuilds<T extends object> {
  kept: LRUCache<string, T>;
  building: Map<string, Promise<T>>;
}

/**
 * One set of kept values per pool, not per process: tests run several databases in one
 * process, each with its own catalogue tokens.
 */
export function keptPerDb<T extends object>(
  options: LRUCache.Options<string, T, unknown>,
): (db: Db) => KeptBuilds<T> {
  const caches = new WeakMap<Db, KeptBuilds<T>>();
  return (db) => {
    let cache = caches.get(db);
    if (!cache) {
      cache = { kept: new LRUCache<string, T>(options), building: new Map() };
      caches.set(db, cache);
    }
    return cache;
  };
}

/** The value kept under `key`, else the one being built for it, else built now and kept. */
export function keptOrBuilt<T extends object>(
  cache: KeptBuilds<T>,
  key: string,
  build: () => Promise<T>,
): Promise<T> {
  const kept = cache.kept.get(key);
  if (kept) return Promise.resolve(kept);
  let building = cache.building.get(key);
  if (!building) {
    building = build()
      .then((value) => {
        cache.kept.set(key, value);
        return value;
      })
      .finally(() => cache.building.delete(key));
    cache.building.set(key, building);
  }
  return building;
}
