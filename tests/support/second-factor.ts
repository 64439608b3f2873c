import { Secret, TOTP } from 'otpauth';

/** The code an authenticator app shows for `secret` at `at` (RFC 6238, the shop's settings). */
export function totpCode(secret: string, at = new Date()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at.getTime(),
  });
}

/** The device cookie a Set-Cookie header gives, as a Cookie header sends it back. */
export function deviceCookie(headers: Headers): string | undefined {
  const set = headers.getSetCookie().find((cookie) => cookie.startsWith('admin_device='));
  return set?.split(';')[0];
}
