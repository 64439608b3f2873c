import { describe, expect, it } from 'vitest';
import { profileSchema } from './profile';
import { messagesOf } from './testing';

describe('PUT profile fields (spec 3 "User profile", spec 5 nickname rule)', () => {
  it('"Enter your preferred nickname" when it is missing or blank', () => {
    for (const nickName of [undefined, '', '   ']) {
      expect(messagesOf(profileSchema, { nickName, firstName: 'Anna' })).toEqual({
        nickName: ['Enter your preferred nickname'],
      });
    }
  });

  it('trims the texts and keeps the fields given, only those', () => {
    expect(
      profileSchema.parse({ nickName: ' anna ', firstName: ' Anna ', subscribe: true, lng: 'ita' }),
    ).toEqual({ nickName: 'anna', firstName: 'Anna', subscribe: true, lng: 'ita' });
  });

  it('drops the email and server-owned fields (they cannot be changed here)', () => {
    const parsed = profileSchema.parse({
      nickName: 'anna',
      userName: 'other@example.com',
      userType: 'A',
      userStatus: 'A',
      password: 'new-password',
      token: 'x',
    });
    expect(parsed).toEqual({ nickName: 'anna' });
  });

  it('keeps who the client says it is editing, lower-cased, for the server to check', () => {
    expect(profileSchema.parse({ nickName: 'a', customer: ' Anna@Example.com ' }).customer).toBe(
      'anna@example.com',
    );
  });

  it('applies the sign-up limits', () => {
    expect(messagesOf(profileSchema, { nickName: 'n'.repeat(51) })).toEqual({
      nickName: ['At most 50 characters'],
    });
    expect(profileSchema.safeParse({ nickName: 'a', lng: 'fr' }).success).toBe(false);
    expect(profileSchema.safeParse({ nickName: 'a', subscribe: 'yes' }).success).toBe(false);
  });
});
