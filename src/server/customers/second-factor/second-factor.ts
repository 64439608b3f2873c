import { API_ERROR_MESSAGES } from '../../../core/api-errors';
import { totpCodeOf } from '../../../core/customers/second-factor';
import { DomainError } from '../../../core/domain-error';
import { tooManyAttempts } from '../account-errors';
import { findCustomerById } from '../find-customer';
import { throttledPasswordCheck, throttleKeys, type ThrottleKeys } from '../login-failures';
import type { Db } from '../../db/client';
import type { CustomerRow } from '../../db/rows';
import type { DbOrTx } from '../../db/transaction';
import { qrCodeDataUrl } from './qr-code';
import type { SecondFactorStep } from './second-factor-answer';
import { findFactor, markStepUsed, saveFactor, useRecoveryCode } from './second-factor-store';
import {
  accountFingerprint,
  deviceRemembers,
  readTicket,
  signDeviceToken,
  signTicket,
  type Ticket,
} from './second-factor-tokens';
import { openSecret, sealSecret } from './sealed-secret';
import { newTotpSecret, otpauthUri, usableStep } from './totp';

export type { SecondFactorStep };

const codeInvalid = () =>
  new DomainError('unauthorised', 'CODE_INVALID', API_ERROR_MESSAGES.CODE_INVALID);
const signInAgain = () =>
  new DomainError('unauthorised', 'SIGN_IN_AGAIN', API_ERROR_MESSAGES.SIGN_IN_AGAIN);

async function fingerprintOf(db: DbOrTx, customer: CustomerRow): Promise<string> {
  const factor = await findFactor(db, customer.id);
  return accountFingerprint({
    passwordHash: customer.passwordHash,
    sealedSecret: factor?.sealedSecret ?? null,
  });
}

/**
 * After an administrator's right password: undefined when this device is remembered for the
 * account (the session is issued at once), else the second step to take.
 */
export async function secondStepAfterPassword(
  db: Db,
  customer: CustomerRow,
  deviceToken: string | undefined,
  now = new Date(),
): Promise<SecondFactorStep | undefined> {
  const factor = await findFactor(db, customer.id);
  const fingerprint = accountFingerprint({
    passwordHash: customer.passwordHash,
    sealedSecret: factor?.sealedSecret ?? null,
  });
  if (factor) {
    if (await deviceRemembers(deviceToken, customer.id, fingerprint)) return undefined;
    const ticket = await signTicket({ customerId: customer.id, step: 'code', fingerprint }, now);
    return { step: 'code', ticket };
  }
  const secret = newTotpSecret();
  const uri = otpauthUri(secret, customer.userName);
  const ticket = await signTicket(
    { customerId: customer.id, step: 'enrol', secret, fingerprint },
    now,
  );
  return { step: 'enrol', ticket, enrolment: { secret, uri, qrCode: await qrCodeDataUrl(uri) } };
}

/** Code failures count under keys of their own, apart from the password's. */
function codeKeys(address: string, email: string): ThrottleKeys {
  const keys = throttleKeys(address, email);
  return {
    address: `2fa-${keys.address}`,
    account: `2fa-${keys.account}`,
    pair: `2fa-${keys.pair}`,
    ceiling: `2fa-${keys.ceiling}`,
  };
}

/** The ticket's account, still an administrator whose password and factor are as they were. */
async function ticketHolder(
  db: Db,
  token: string,
): Promise<{ ticket: Ticket; customer: CustomerRow }> {
  const ticket = await readTicket(token);
  const customer = ticket && (await findCustomerById(db, ticket.customerId));
  if (!ticket || !customer || customer.userType !== 'A' || customer.userStatus !== 'A') {
    throw signInAgain();
  }
  if ((await fingerprintOf(db, customer)) !== ticket.fingerprint) throw signInAgain();
  return { ticket, customer };
}

export interface SecondStepDone {
  customer: CustomerRow;
  /** After an enrolment: the ten codes, shown this once. */
  recoveryCodes?: string[];
  /** When the device is to be remembered: the token for its cookie. */
  deviceToken?: string;
}

type Checked = { recoveryCodes?: string[] } | { enrolledMeanwhile: true };

/**
 * The second step: a first code confirms an enrolment; afterwards a code of the app or one
 * unused recovery code. Wrong codes are throttled like passwords (login-failures.ts), without
 * a captcha: the ticket has proved the password already.
 */
export async function completeSecondStep(
  db: Db,
  input: { ticket: string; code: string; remember: boolean; address: string },
  now = new Date(),
): Promise<SecondStepDone> {
  const { ticket, customer } = await ticketHolder(db, input.ticket);
  const totpCode = totpCodeOf(input.code);
  const outcome = await throttledPasswordCheck<Checked>(
    db,
    { keys: codeKeys(input.address, customer.userName), signedIn: true },
    async (tx) => {
      if (ticket.step === 'enrol') {
        const step = totpCode && usableStep(ticket.secret ?? '', totpCode, 0, now);
        if (!step) return undefined;
        const codes = await saveFactor(tx, customer.id, {
          sealedSecret: sealSecret(ticket.secret ?? ''),
          lastStep: step,
        });
        return codes ? { recoveryCodes: codes } : { enrolledMeanwhile: true };
      }
      const factor = await findFactor(tx, customer.id, true);
      if (!factor) return { enrolledMeanwhile: true };
      if (!totpCode) return (await useRecoveryCode(tx, customer.id, input.code)) ? {} : undefined;
      const step = usableStep(openSecret(factor.sealedSecret), totpCode, factor.lastStep, now);
      if (step === undefined) return undefined;
      await markStepUsed(tx, customer.id, step);
      return {};
    },
    now,
  );
  if (outcome.kind === 'wait') throw tooManyAttempts(outcome.retryAfterSeconds);
  if (outcome.kind !== 'passed') throw codeInvalid();
  if ('enrolledMeanwhile' in outcome.value) throw signInAgain();
  const deviceToken = input.remember
    ? await signDeviceToken(customer.id, await fingerprintOf(db, customer), now)
    : undefined;
  return {
    customer,
    ...(outcome.value.recoveryCodes ? { recoveryCodes: outcome.value.recoveryCodes } : {}),
    ...(deviceToken ? { deviceToken } : {}),
  };
}
