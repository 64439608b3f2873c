import './keep-failure-exit-code';
import type { TestProject } from 'vitest/node';
import { TEMPLATE_DATABASE } from './database-url';
import { startSeededServer } from './seeded-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the throwaway server's maintenance database (postgres). */
    serverUrl: string;
    /** Where the test run keeps its files (images, secrets): never the developer's .data/. */
    dataDir: string;
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
  return server.stop;
}
