import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { createDb, type Db } from '../../src/server/db/client';
import { TEMPLATE_DATABASE, withDatabase } from './database-url';

export interface TestDatabase {
  db: Db;
  url: string;
  drop: () => Promise<void>;
}

/** A private copy of the seeded template database for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject('serverUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const maintenance = createDb(serverUrl, 1);
  try {
    await maintenance.$client.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
  } finally {
    await maintenance.$client.end();
  }
  const url = withDatabase(serverUrl, name);
  const db = createDb(url, 5);
  return {
    db,
    url,
    drop: async () => {
      await db.$client.end();
      const admin = createDb(serverUrl, 1);
      try {
        await admin.$client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await admin.$client.end();
      }
    },
  };
}
