import { describe, expect, it } from 'vitest';
import { cardDetails, cardProblems, confirmCardBody, type CardValues } from './card-entry';

const NOW = new Date(2026, 4, 15); // 15 May 2026
const GOOD: CardValues = {
  number: '4242 4242 4242 4242',
  expiry: '12/34',
  cvc: '123',
  name: 'Anna Rossi',
};

describe('cardProblems', () => {
  it('accepts a card typed in groups', () => {
    expect(cardProblems(GOOD, NOW)).toEqual({});
    expect(cardProblems({ ...GOOD, number: '4242-4242-4242-4242' }, NOW)).toEqual({});
  });

  it('names every field that cannot be a card', () => {
    expect(cardProblems({ number: '4242', expiry: '', cvc: '12', name: ' ' }, NOW)).toEqual({
      number: true,
      expiry: true,
      cvc: true,
      name: true,
    });
    expect(cardProblems({ ...GOOD, number: '4242 4242 4242 424x' }, NOW)).toEqual({
      number: true,
    });
  });

  it('refuses a month that does not exist and an expiry already past', () => {
    expect(cardProblems({ ...GOOD, expiry: '13/30' }, NOW).expiry).toBe(true);
    expect(cardProblems({ ...GOOD, expiry: '00/30' }, NOW).expiry).toBe(true);
    expect(cardProblems({ ...GOOD, expiry: '04/26' }, NOW).expiry).toBe(true);
    expect(cardProblems({ ...GOOD, expiry: '12/2025' }, NOW).expiry).toBe(true);
  });

  it('takes the card to the end of its expiry month', () => {
    expect(cardProblems({ ...GOOD, expiry: '05/26' }, NOW)).toEqual({});
    expect(cardProblems({ ...GOOD, expiry: '5 / 2026' }, NOW)).toEqual({});
  });
});

describe('cardDetails and confirmCardBody', () => {
  it('send what Stripe.js sends: digits, month, four-digit year', () => {
    const card = cardDetails({ ...GOOD, expiry: '07/31' });
    expect(card).toEqual({
      number: '4242424242424242',
      expMonth: 7,
      expYear: 2031,
      cvc: '123',
      name: 'Anna Rossi',
    });
    const body = confirmCardBody(card, 'pi_1_secret_x', 'https://shop.example/checkout');
    expect(Object.fromEntries(body)).toEqual({
      client_secret: 'pi_1_secret_x',
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': '4242424242424242',
      'payment_method_data[card][exp_month]': '7',
      'payment_method_data[card][exp_year]': '2031',
      'payment_method_data[card][cvc]': '123',
      'payment_method_data[billing_details][name]': 'Anna Rossi',
      return_url: 'https://shop.example/checkout',
    });
  });

  it('refuses to build a card from an unchecked expiry', () => {
    expect(() => cardDetails({ ...GOOD, expiry: 'soon' })).toThrow();
  });
});
