import { randomInt } from 'node:crypto';
import { createChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { captchaSecrets } from './captcha-secrets';
import { CAPTCHA_ALGORITHM, captchaSettings, type CaptchaSettings } from './captcha-settings';

/**
 * A signed ALTCHA v2 challenge, the JSON the altcha 3 widget fetches from its `challenge` URL.
 * Deterministic mode: the server picks the counter, so the work is bounded and known, and the
 * expected key is signed, so verifying never repeats the work.
 */
export async function createCaptchaChallenge(
  settings: CaptchaSettings = captchaSettings(),
  now = Date.now(),
): Promise<Challenge> {
  const secrets = captchaSecrets();
  const minCounter = Math.max(1, Math.ceil(settings.maxCounter / 3));
  return createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: settings.cost,
    counter: randomInt(minCounter, Math.max(minCounter, settings.maxCounter) + 1),
    deriveKey,
    expiresAt: Math.floor(now / 1000) + settings.ttlSeconds,
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  });
}
