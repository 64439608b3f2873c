import { describe, expect, it } from 'vitest';
import { passwordResetSchema } from './password-reset';
import { messagesOf } from './testing';

const valid = { key1: 'abc', password: 'abcdefgh', confirmPassword: 'abcdefgh' };

describe('password reset: spec 5 "Password at least 8 characters; new passwords must be confirmed and match"', () => {
  it('accepts a new password of exactly 8 characters', () => {
    expect(passwordResetSchema.parse(valid)).toEqual(valid);
  });

  it('"Your new password must be at least 8 characters" for 7', () => {
    expect(
      messagesOf(passwordResetSchema, {
        ...valid,
        password: 'abcdefg',
        confirmPassword: 'abcdefg',
      }),
    ).toEqual({ password: ['Your new password must be at least 8 characters'] });
    expect(messagesOf(passwordResetSchema, { key1: 'abc' })).toEqual({
      password: ['Your new password must be at least 8 characters'],
      confirmPassword: ['Confirm your new password'],
    });
  });

  it('"Confirm your new password" when the confirmation is missing', () => {
    expect(messagesOf(passwordResetSchema, { ...valid, confirmPassword: '' })).toEqual({
      confirmPassword: ['Confirm your new password'],
    });
  });

  it('"Your new passwords must match" when they differ', () => {
    expect(messagesOf(passwordResetSchema, { ...valid, confirmPassword: 'abcdefgX' })).toEqual({
      confirmPassword: ['Your new passwords must match'],
    });
  });

  it('reads a missing or malformed link as empty (the server answers LINK_INVALID)', () => {
    for (const key1 of [undefined, 42, '   ', 'x'.repeat(201)]) {
      expect(passwordResetSchema.parse({ ...valid, key1 }).key1).toBe('');
    }
  });
});
