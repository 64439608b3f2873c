import { existsSync } from 'node:fs';

/** Reads .env when there is one; variables already set in the shell win. */
export function loadEnvFile(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
