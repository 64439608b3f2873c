import { createHash } from 'node:crypto';
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import { SECOND_FACTOR } from '../../../core/customers/second-factor';
import { jwtSecret } from '../../config/jwt-secret';

/*
 * Two short JWTs, each with an issuer of its own so neither is ever taken for a session token
 * (http/auth.ts accepts only the issuer "shop"):
 * - the ticket: a right password, waiting for its second step; it names the step, and for an
 *   enrolment carries the new secret (shown to this same person a moment before);
 * - the device token: "remember this device", kept in an httpOnly cookie.
 * Both carry a fingerprint of the account's password hash and sealed secret: a password
 * change, an enrolment or a reset (admin:reset-2fa) changes it, and so ends every ticket and
 * every remembered device of the account at once.
 */

const TICKET_ISSUER = 'shop-second-factor';
const DEVICE_ISSUER = 'shop-device';

export type TicketStep = 'enrol' | 'code';

export interface Ticket {
  customerId: string;
  step: TicketStep;
  /** The secret being enrolled (step enrol only), in base32. */
  secret?: string;
  fingerprint: string;
}

export function accountFingerprint(account: {
  passwordHash: string;
  sealedSecret: string | null;
}): string {
  return createHash('sha256')
    .update(`${account.passwordHash}|${account.sealedSecret ?? ''}`)
    .digest('base64url')
    .slice(0, 22);
}

async function sign(
  issuer: string,
  claims: Record<string, string>,
  subject: string,
  seconds: number,
  now: Date,
): Promise<string> {
  const at = Math.floor(now.getTime() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(issuer)
    .setSubject(subject)
    .setIssuedAt(at)
    .setExpirationTime(at + seconds)
    .sign(jwtSecret());
}

/** The claims of a good token of this issuer, or undefined for any bad, expired or foreign one. */
async function verified(token: string, issuer: string) {
  try {
    const { payload } = await jwtVerify(token, jwtSecret(), { issuer, algorithms: ['HS256'] });
    return payload;
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) return undefined;
    throw err;
  }
}

export function signTicket(ticket: Ticket, now = new Date()): Promise<string> {
  const claims: Record<string, string> = { step: ticket.step, fp: ticket.fingerprint };
  if (ticket.secret) claims.secret = ticket.secret;
  return sign(TICKET_ISSUER, claims, ticket.customerId, SECOND_FACTOR.ticketSeconds, now);
}

export async function readTicket(token: string): Promise<Ticket | undefined> {
  const claims = await verified(token, TICKET_ISSUER);
  const { sub, step, fp, secret } = claims ?? {};
  if (typeof sub !== 'string' || typeof fp !== 'string') return undefined;
  if (step !== 'enrol' && step !== 'code') return undefined;
  if (step === 'enrol' && typeof secret !== 'string') return undefined;
  return {
    customerId: sub,
    step,
    fingerprint: fp,
    ...(typeof secret === 'string' ? { secret } : {}),
  };
}

export const DEVICE_SECONDS = SECOND_FACTOR.deviceDays * 24 * 60 * 60;

export function signDeviceToken(
  customerId: string,
  fingerprint: string,
  now = new Date(),
): Promise<string> {
  return sign(DEVICE_ISSUER, { fp: fingerprint }, customerId, DEVICE_SECONDS, now);
}

/** Whether the device token remembers this account as it is now. */
export async function deviceRemembers(
  token: string | undefined,
  customerId: string,
  fingerprint: string,
): Promise<boolean> {
  if (!token) return false;
  const claims = await verified(token, DEVICE_ISSUER);
  return claims?.sub === customerId && claims.fp === fingerprint;
}
