import { describe, expect, it } from 'vitest';
import {
  newsletterConfirmSchema,
  newsletterSignUpSchema,
  newsletterUnsubscribeSchema,
} from './newsletter';
import { messagesOf } from './testing';

describe('newsletter forms', () => {
  it('sign-up: a valid email, lower-cased, and the language', () => {
    expect(newsletterSignUpSchema.parse({ email: ' Bea@Example.COM', lng: 'ita' })).toEqual({
      email: 'bea@example.com',
      lng: 'it',
    });
    expect(newsletterSignUpSchema.parse({ email: 'bea@example.com' }).lng).toBe('en');
    expect(messagesOf(newsletterSignUpSchema, { email: 'bea', lng: 'eng' })).toEqual({
      email: ['Enter your email address!'],
    });
  });

  it('confirm and unsubscribe need a key of sane length', () => {
    expect(newsletterConfirmSchema.safeParse({ key1: 'abc' }).success).toBe(true);
    expect(newsletterConfirmSchema.safeParse({ key1: '' }).success).toBe(false);
    expect(newsletterConfirmSchema.safeParse({ key1: 'a'.repeat(201) }).success).toBe(false);
    expect(newsletterUnsubscribeSchema.parse({ email: 'Bea@Example.com', key1: 'k' })).toEqual({
      email: 'bea@example.com',
      key1: 'k',
    });
    expect(newsletterUnsubscribeSchema.safeParse({ email: 'x', key1: 'k' }).success).toBe(false);
  });
});
