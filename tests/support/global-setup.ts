import './keep-failure-exit-code';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { apiDocument } from '../../src/server/api/api-routes';
import { TEMPLATE_DATABASE } from './database-url';
import { startSeededServer } from './seeded-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the throwaway server's maintenance database (postgres). */
    serverUrl: string;
    /** Where the test run keeps its files (images, secrets): never the developer's .data/. */
    dataDir: string;
    /** /api/openapi.json as this run's code builds it, written once (checked-app.ts reads it). */
    apiDocumentFile: string;
  }
}

/**
 * One throwaway PostgreSQL for the whole run, with a migrated and seeded template database.
 * Each test file clones the template (CREATE DATABASE ... TEMPLATE), so files run in parallel
 * against real, isolated data without re-seeding.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startSeededServer(TEMPLATE_DATABASE);
  project.provide('serverUrl', server.serverUrl);
  project.provide('dataDir', server.dataDir);
  // Building the document takes ~200 ms: once here rather than in each of ~100 API test files.
  const documentFile = path.join(server.dataDir, 'openapi.json');
  writeFileSync(documentFile, JSON.stringify(apiDocument()));
  project.provide('apiDocumentFile', documentFile);
  return server.stop;
}
