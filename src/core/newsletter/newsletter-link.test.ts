import { describe, expect, it } from 'vitest';
import { newsletterLink } from './newsletter-link';

describe('newsletterLink', () => {
  it('reads the confirmation link of the sign-up mail', () => {
    expect(newsletterLink('?confirm=abc123')).toEqual({ kind: 'confirm', key: 'abc123' });
  });

  it('reads the unsubscribe link, the address decoded', () => {
    expect(newsletterLink('?unsubscribe=k.sig&email=anna%2Bnews%40example.com')).toEqual({
      kind: 'unsubscribe',
      key: 'k.sig',
      email: 'anna+news@example.com',
    });
  });

  it('keeps a link with a part missing as that link (the server calls it invalid)', () => {
    expect(newsletterLink('?confirm=')).toEqual({ kind: 'confirm', key: '' });
    expect(newsletterLink('?unsubscribe=k')).toEqual({ kind: 'unsubscribe', key: 'k', email: '' });
  });

  it('is the sign-up form otherwise', () => {
    expect(newsletterLink('')).toEqual({ kind: 'signup' });
    expect(newsletterLink('?utm_source=mail')).toEqual({ kind: 'signup' });
  });
});
