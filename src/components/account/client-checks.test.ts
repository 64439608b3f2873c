import { describe, expect, it } from 'vitest';
import { newPasswordCodes, emailCode, translateCodes } from './client-checks';

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
