import { lt } from 'drizzle-orm';
import { verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { captchaUses } from '../db/schema';
import type { DbOrTx } from '../db/transaction';
import { parseCaptchaPayload } from './captcha-payload';
import { captchaSecrets } from './captcha-secrets';

/**
 * True once per solved, unexpired challenge this server signed: the first caller to present it
 * uses it up (its signature goes into captcha_uses), so a solution cannot be replayed. Anything
 * else — missing, malformed, forged, expired, wrong or already used — is false. Within a
 * transaction (a sign-in's), the use is kept only if it commits.
 */
export async function verifyCaptcha(db: DbOrTx, payload: unknown): Promise<boolean> {
  const parsed = parseCaptchaPayload(payload);
  if (!parsed?.challenge.signature) return false;
  const startedAt = new Date();
  const secrets = captchaSecrets();
  try {
    const result = await verifySolution({
      challenge: parsed.challenge,
      solution: parsed.solution,
      deriveKey,
      hmacSignatureSecret: secrets.signature,
      hmacKeySignatureSecret: secrets.keySignature,
    });
    if (!result.verified) return false;
  } catch {
    return false;
  }
  // Verified means it expires after startedAt, so this tidy-up never removes its own row.
  await db.delete(captchaUses).where(lt(captchaUses.expiresAt, startedAt));
  const expiresAt = new Date(Number(parsed.challenge.parameters.expiresAt) * 1000);
  const used = await db
    .insert(captchaUses)
    .values({ signature: parsed.challenge.signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: captchaUses.signature });
  return used.length === 1;
}
