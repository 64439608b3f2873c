import { describe, expect, it } from 'vitest';
import { ANNA_ADDRESS } from './testing/anna-address';
import { addressChecks, newPasswordCodes, emailCode, translateCodes } from './client-checks';

/** A stand-in `t` that shows which key was asked for. */
const t = (key: string) => `<${key}>`;

describe('client checks', () => {
  it('wants something that looks like an email address', () => {
    expect(emailCode('')).toBe('ENTER_EMAIL');
    // A malformed address has its own message; the spec's "Enter your email address!" is for none.
    expect(emailCode('someone')).toBe('EMAIL_INVALID');
    expect(emailCode(' someone@example.com ')).toBeUndefined();
  });

  it('applies spec 5 to a new password and its confirmation', () => {
    const names = { password: 'password', confirmation: 'confirmPassword' };
    expect(newPasswordCodes('short', '', names)).toEqual({
      password: 'NEW_PASSWORD_TOO_SHORT',
      confirmPassword: 'CONFIRM_NEW_PASSWORD',
    });
    expect(newPasswordCodes('long enough', 'long enougH', names)).toEqual({
      confirmPassword: 'NEW_PASSWORDS_MUST_MATCH',
    });
    expect(newPasswordCodes('long enough', 'long enough', names)).toEqual({});
  });

  it('translates only the failed checks', () => {
    expect(translateCodes({ a: 'ENTER_EMAIL', b: undefined }, t)).toEqual({
      a: '<error.ENTER_EMAIL>',
    });
  });
});

describe('addressChecks', () => {
  const address = ANNA_ADDRESS;

  it('passes a complete address', () => {
    expect(addressChecks(address, t)).toEqual({});
  });

  it("names each blank required field, and a malformed email or another country's postcode", () => {
    expect(addressChecks({ ...address, addrName: ' ', addrCity: '' }, t)).toEqual({
      addrName: '<addressBook.error.addrName>',
      addrCity: '<addressBook.error.addrCity>',
    });
    expect(addressChecks({ ...address, addrEmail: 'anna', addrCode: 'SW1A 1AA' }, t)).toEqual({
      addrEmail: '<error.EMAIL_INVALID>',
      addrCode: '<addressBook.error.addrCodeInvalid>',
    });
    // A blank field has its own message; the form checks are not piled on it.
    expect(addressChecks({ ...address, addrEmail: '', addrCode: '' }, t)).toEqual({
      addrEmail: '<addressBook.error.addrEmail>',
      addrCode: '<addressBook.error.addrCode>',
    });
  });
});
