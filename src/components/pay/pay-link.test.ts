import { describe, expect, it } from 'vitest';
import { payLinkSearch, readPayLink } from './pay-link';

describe('readPayLink', () => {
  it('reads the order and the key of a mailed link', () => {
    expect(readPayLink('?order=abc&key=k-1_2')).toEqual({
      order: 'abc',
      key: 'k-1_2',
      returned: false,
    });
  });

  it('knows a return from the bank page', () => {
    const search = '?order=abc&key=k&payment_intent=pi_1&payment_intent_client_secret=s';
    expect(readPayLink(search)).toMatchObject({ returned: true });
  });

  it('has no link without both the order and the key', () => {
    expect(readPayLink('')).toBeNull();
    expect(readPayLink('?order=abc')).toBeNull();
    expect(readPayLink('?key=k&order=%20')).toBeNull();
  });

  it('writes the link back without what Stripe added', () => {
    expect(payLinkSearch({ order: 'a b', key: 'k+/' })).toBe('?order=a+b&key=k%2B%2F');
    expect(readPayLink(payLinkSearch({ order: 'a b', key: 'k+/' }))).toMatchObject({
      order: 'a b',
      key: 'k+/',
    });
  });
});
