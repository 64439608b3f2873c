import { describe, expect, it } from 'vitest';
import { signUpSchema } from './sign-up';
import { messagesOf } from './testing';

const valid = { userName: 'anna@example.com', nickName: 'anna', password: '12345678' };

describe('spec 3: "Sign-up payload" with spec 5 rules', () => {
  it('fills the defaults: userType "sent as C", userStatus "sent as P"', () => {
    expect(signUpSchema.parse(valid)).toEqual({
      userName: 'anna@example.com',
      firstName: '',
      lastName: '',
      nickName: 'anna',
      gender: '',
      region: '',
      code: '',
      country: '',
      picture: '',
      website: '',
      subscribe: false,
      password: '12345678',
      userType: 'C',
      userStatus: 'P',
      cartId: '',
      lng: 'eng',
    });
  });

  it('"Password at least 8 characters": 7 fails, 8 passes', () => {
    expect(messagesOf(signUpSchema, { ...valid, password: '1234567' })).toEqual({
      password: ['Your new password must be at least 8 characters'],
    });
    expect(signUpSchema.safeParse({ ...valid, password: '12345678' }).success).toBe(true);
  });

  it('"Email and nickname required"', () => {
    expect(messagesOf(signUpSchema, { ...valid, userName: '' })).toEqual({
      userName: ['Enter your email address!'],
    });
    expect(messagesOf(signUpSchema, { ...valid, nickName: '  ' })).toEqual({
      nickName: ['Enter your preferred nickname'],
    });
  });

  it('refuses any user type but C and any status but P', () => {
    expect(signUpSchema.safeParse({ ...valid, userType: 'A' }).success).toBe(false);
    expect(signUpSchema.safeParse({ ...valid, userStatus: 'A' }).success).toBe(false);
  });

  it('strips server-owned fields (tokens, reset token, linked accounts)', () => {
    const parsed = signUpSchema.parse({
      ...valid,
      tokens: ['t'],
      resetPasswordToken: 'r',
      resetPasswordExpires: '2030-01-01',
      google: 'g',
      facebook: 'f',
    });
    for (const key of [
      'tokens',
      'resetPasswordToken',
      'resetPasswordExpires',
      'google',
      'facebook',
    ]) {
      expect(parsed).not.toHaveProperty(key);
    }
  });

  it('accepts the Italian language and refuses others', () => {
    expect(signUpSchema.parse({ ...valid, lng: 'ita' }).lng).toBe('ita');
    expect(signUpSchema.safeParse({ ...valid, lng: 'fr' }).success).toBe(false);
  });
});
