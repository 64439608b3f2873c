import { describe, expect, it } from 'vitest';
import { signInSchema } from './sign-in';
import { messagesOf } from './testing';

describe('spec 5: "Sign-in needs email and password." (spec 3: "userName (from the email), password")', () => {
  it('accepts an email and a password, trimming and lower-casing the email', () => {
    expect(signInSchema.parse({ userName: ' Anna@Example.COM ', password: ' secret ' })).toEqual({
      userName: 'anna@example.com',
      password: ' secret ',
    });
  });

  it('"Enter your email address!" for a missing, empty or invalid email', () => {
    for (const userName of [undefined, '', '   ', 'not-an-email']) {
      expect(messagesOf(signInSchema, { userName, password: 'x' })).toEqual({
        userName: ['Enter your email address!'],
      });
    }
  });

  it('"Enter your password!" for a missing or empty password', () => {
    for (const password of [undefined, '']) {
      expect(messagesOf(signInSchema, { userName: 'a@b.it', password })).toEqual({
        password: ['Enter your password!'],
      });
    }
  });
});
