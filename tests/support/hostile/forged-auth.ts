import { createHmac, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { jwtSecret } from '../../../src/server/config/jwt-secret';
import { shortHostileText } from './values';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function signed(payload: Record<string, unknown>, secret: Uint8Array | string, alg = 'HS256') {
  const head = `${b64({ alg, typ: 'JWT' })}.${b64(payload)}`;
  const mac = createHmac('sha256', secret).update(head).digest('base64url');
  return `${head}.${mac}`;
}

/**
 * Authorization headers that must grant nothing: garbage, an unsigned token, one signed with
 * another secret, and one signed with the shop's own secret for a session that does not exist
 * (a token the shop never issued, as a thief who knew the secret might make).
 */
export function forgedAuthorization(): fc.Arbitrary<string> {
  const now = Math.floor(Date.now() / 1000);
  const claims = (sub: string) => ({
    iss: 'shop',
    sub,
    typ: 'A',
    jti: randomUUID(),
    iat: now,
    exp: now + 3600,
  });
  const tokens = [
    `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims(randomUUID()))}.`,
    signed(claims(randomUUID()), 'not-the-secret-not-the-secret-not-the-secret'),
    signed(claims(randomUUID()), jwtSecret()),
    signed({ ...claims(randomUUID()), exp: now - 10 }, jwtSecret()),
    signed(claims(randomUUID()), jwtSecret(), 'HS512'),
  ];
  return fc.oneof(
    fc.constantFrom(...tokens).map((token) => `Bearer ${token}`),
    shortHostileText.map((s) => `Bearer ${s.replace(/\s/g, '') || 'x'}`),
    fc.constantFrom(
      'Bearer',
      'Basic YWRtaW46YWRtaW4=',
      'Bearer null',
      'Bearer undefined',
      `Bearer ${'a'.repeat(9000)}`,
    ),
  );
}
