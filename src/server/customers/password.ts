import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// N=2^15, r=8, p=1 is OWASP's scrypt baseline; it costs ~50 ms, slow for guessing, fine per login.
const N = 32768;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** "scrypt$N$r$p$salt$hash" so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r: R, p: P, maxmem: 128 * N * R * 2 });
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    ...cost,
    maxmem: 128 * cost.N * cost.r * 2,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * A hash no password matches (its key is random bytes, not derived), in the current cost, so
 * checking a password against it takes as long as against a real account's hash.
 */
const DUMMY_HASH = [
  'scrypt',
  N,
  R,
  P,
  'Dr_zaF4OjJA78T3ZV1ntfw',
  'XiACy79Px_COLczv1xbOEP2vhy35dr0hswRSmz6dCfZPyw1DxTsR77f47yyCI-zCQ8RiIQsLcXgSimNAI-wNhg',
].join('$');

/**
 * Checks a sign-in password against the account's hash, or, when there is no account, against
 * the dummy: both cost one scrypt, so the answer's timing does not tell whether the email has
 * an account.
 */
export async function verifyPasswordOrDummy(
  password: string,
  stored: string | undefined,
): Promise<boolean> {
  const matches = await verifyPassword(password, stored ?? DUMMY_HASH);
  return stored !== undefined && matches;
}
