import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { jwtSecret } from '../../config/jwt-secret';

/*
 * A TOTP secret is kept sealed (AES-256-GCM) with a key derived from JWT_SECRET, so a copy of
 * the database alone (a backup, a leaked dump) cannot make codes. Changing JWT_SECRET makes
 * every sealed secret unreadable: the administrators are then reset with admin:reset-2fa.
 */

let key: Buffer | undefined;

function sealingKey(): Buffer {
  key ??= Buffer.from(hkdfSync('sha256', jwtSecret(), Buffer.alloc(0), 'second-factor-secret', 32));
  return key;
}

/** "v1.<iv>.<tag>.<ciphertext>", base64url. */
export function sealSecret(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function openSecret(sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !data) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(data, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
