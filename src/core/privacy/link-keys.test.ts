import { describe, expect, it } from 'vitest';
import { withoutLinkKeys } from './link-keys';

describe('withoutLinkKeys', () => {
  it('hides the key of every mailed link and nothing else', () => {
    const mail =
      'Reset: https://shop.example/reset_password?key1=Ab_9-x.Q&lng=it\n' +
      'Unsubscribe <https://shop.example/newsletter?unsubscribe=zz99&email=a%40b.it> or see ?page=2';
    expect(withoutLinkKeys(mail)).toBe(
      'Reset: https://shop.example/reset_password?key1=…&lng=it\n' +
        'Unsubscribe <https://shop.example/newsletter?unsubscribe=…&email=a%40b.it> or see ?page=2',
    );
  });

  it('hides the key of a /pay link, and not a parameter that merely ends in "key"', () => {
    expect(withoutLinkKeys('Pay: https://shop.example/pay?order=5f1c&key=q1W-e_2&monkey=3')).toBe(
      'Pay: https://shop.example/pay?order=5f1c&key=…&monkey=3',
    );
  });

  it('leaves a text without links as it is', () => {
    expect(withoutLinkKeys('Your order 14 has shipped')).toBe('Your order 14 has shipped');
  });
});
