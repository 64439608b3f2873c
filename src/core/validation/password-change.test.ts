import { describe, expect, it } from 'vitest';
import { passwordChangeSchema } from './password-change';
import { messagesOf } from './testing';

const valid = { currentPassword: 'old-one', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' };

describe('spec 5: "Password at least 8 characters; new passwords must be confirmed and match; the current password must be right."', () => {
  it('accepts a change with a new password of exactly 8 characters', () => {
    expect(passwordChangeSchema.parse(valid)).toEqual(valid);
  });

  it('"Your new password must be at least 8 characters" for 7', () => {
    expect(
      messagesOf(passwordChangeSchema, {
        ...valid,
        newPassword: 'abcdefg',
        confirmPassword: 'abcdefg',
      }),
    ).toEqual({ newPassword: ['Your new password must be at least 8 characters'] });
  });

  it('"Confirm your new password" when the confirmation is missing', () => {
    expect(messagesOf(passwordChangeSchema, { ...valid, confirmPassword: '' })).toEqual({
      confirmPassword: ['Confirm your new password'],
    });
  });

  it('"Your new passwords must match" when they differ', () => {
    expect(messagesOf(passwordChangeSchema, { ...valid, confirmPassword: 'abcdefgX' })).toEqual({
      confirmPassword: ['Your new passwords must match'],
    });
  });

  it('the current password must be given (the server checks it is right)', () => {
    expect(messagesOf(passwordChangeSchema, { ...valid, currentPassword: '' })).toEqual({
      currentPassword: ['Enter your password!'],
    });
  });
});
