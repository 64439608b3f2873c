import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dataDir } from './paths';
import { isDeployed } from './runtime';

let cached: Uint8Array | undefined;

/**
 * JWT_SECRET signs every token. A development machine without one gets a random secret kept in
 * .data/, so no secret is ever committed; production refuses to start without a real one.
 */
export function jwtSecret(): Uint8Array {
  if (cached) return cached;
  const fromEnv = process.env.JWT_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    cached = new TextEncoder().encode(fromEnv);
    return cached;
  }
  if (isDeployed()) throw new Error('JWT_SECRET is not set');
  const file = path.join(dataDir(), 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir(), { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  cached = new TextEncoder().encode(readFileSync(file, 'utf8').trim());
  return cached;
}
