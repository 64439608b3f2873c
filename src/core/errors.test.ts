import { describe, expect, it } from 'vitest';
import { ERROR_KEYS, ERROR_MESSAGES, errorMessage, isErrorKey } from './errors';

// Spec section 8, "The error catalogue", copied line by line.
const SPEC_CATALOGUE = [
  'Login failed! Check you email address and password.',
  'Enter your email address!',
  'Enter your password!',
  'Your current password is incorrect!',
  'Your new password must be at least 8 characters',
  'Confirm your new password',
  'Your new passwords must match',
  'Verify that you are not a robot!',
  'Your profile could not be updated!',
  'Enter your preferred nickname',
  'The email address is already being used',
  'The nickname is already being used',
  'The link is invalid or is no longer available',
  'You must have purchased the item to add a review!',
  'You must agree to the Terms and Conditions',
  'Your payment did not go through',
  'An error occurred!',
];

describe('spec 8: the error catalogue', () => {
  it('holds every catalogue message word for word, in spec order, and nothing else', () => {
    expect(Object.values(ERROR_MESSAGES)).toEqual(SPEC_CATALOGUE);
  });

  it('keeps the typo "Check you email address"', () => {
    expect(ERROR_MESSAGES.LOGIN_FAILED).toBe('Login failed! Check you email address and password.');
  });

  it('"An error occurred!" is the generic message', () => {
    expect(ERROR_MESSAGES.GENERIC).toBe('An error occurred!');
  });

  it('has one stable key per message', () => {
    expect(ERROR_KEYS).toHaveLength(SPEC_CATALOGUE.length);
    expect(new Set(ERROR_KEYS).size).toBe(ERROR_KEYS.length);
  });

  it('looks up by key and falls back to the generic message for unknown keys', () => {
    expect(errorMessage('ENTER_EMAIL')).toBe('Enter your email address!');
    expect(errorMessage('NO_SUCH_KEY')).toBe('An error occurred!');
    expect(errorMessage('toString')).toBe('An error occurred!');
    expect(isErrorKey('AGREE_TERMS')).toBe(true);
    expect(isErrorKey(42)).toBe(false);
  });
});
