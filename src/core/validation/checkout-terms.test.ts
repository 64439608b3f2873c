import { describe, expect, it } from 'vitest';
import { checkoutTermsSchema } from './checkout-terms';
import { messagesOf } from './testing';

describe('spec 5: "Terms must be agreed at checkout."', () => {
  it('passes when agreed', () => {
    expect(checkoutTermsSchema.safeParse({ agreeTerms: true }).success).toBe(true);
  });

  it('"You must agree to the Terms and Conditions" otherwise', () => {
    for (const agreeTerms of [false, undefined, 'yes']) {
      expect(messagesOf(checkoutTermsSchema, { agreeTerms })).toEqual({
        agreeTerms: ['You must agree to the Terms and Conditions'],
      });
    }
  });
});
