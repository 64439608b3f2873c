import type { Payload } from 'altcha-lib';
import * as z from 'zod';
import { CAPTCHA_ALGORITHM } from './captcha-settings';

const MAX_PAYLOAD_LENGTH = 4000;
const hex = (length: number) => z.string().regex(new RegExp(`^[0-9a-f]{${length}}$`));

/**
 * What the widget submits, decoded: `{ challenge: { parameters, signature }, solution }`.
 * Parameters stay loose (unknown keys kept as sent) because the signature covers them exactly;
 * the keys we rely on must be there: an expiry (a challenge without one would never expire)
 * and the key signature (so checking is one HMAC, never the client's work done again).
 */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(CAPTCHA_ALGORITHM),
      nonce: hex(32),
      salt: hex(32),
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: z.string().regex(/^[0-9a-f]{2,128}$/),
      keySignature: hex(64),
      expiresAt: z.number().int().positive(),
    }),
    signature: hex(64),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string().regex(/^[0-9a-f]{2,128}$/),
  }),
});

/** The widget's payload (base64 of JSON, or already an object), or null when it is not one. */
export function parseCaptchaPayload(payload: unknown): Payload | null {
  let decoded = payload;
  if (typeof payload === 'string') {
    if (!payload || payload.length > MAX_PAYLOAD_LENGTH) return null;
    try {
      decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    } catch {
      return null;
    }
  }
  const result = payloadSchema.safeParse(decoded);
  return result.success ? (result.data as Payload) : null;
}
