import { describe, expect, it } from 'vitest';
import { senderMailbox, splitMailbox } from './sender';

const ENV = '"Shop" <no-reply@localhost>';
const settings = { fromName: '', fromAddress: '', companyName: '' };

describe('the From of the shop’s mails', () => {
  it('is the sender name and address of the site settings', () => {
    expect(
      senderMailbox(
        { fromName: 'Borse', fromAddress: 'ciao@borse.example', companyName: 'Borse Srl' },
        ENV,
      ),
    ).toBe('"Borse" <ciao@borse.example>');
  });

  it('names the company when the sender name is blank, else the environment’s name', () => {
    expect(senderMailbox({ ...settings, companyName: 'Borse Srl' }, ENV)).toBe(
      '"Borse Srl" <no-reply@localhost>',
    );
    expect(senderMailbox(settings, ENV)).toBe(ENV);
    expect(senderMailbox(settings, 'shop@example.com')).toBe('shop@example.com');
  });

  it('keeps line breaks and quotes out of the header', () => {
    expect(
      senderMailbox(
        { ...settings, fromName: 'Evil"\r\nBcc: x@y.z <a>', fromAddress: 'a@b.c' },
        ENV,
      ),
    ).toBe('"Evil Bcc: x@y.z a" <a@b.c>');
  });

  it('splits a mailbox into its name and address', () => {
    expect(splitMailbox('"Borse & Co" <a@b.c>')).toEqual({ name: 'Borse & Co', address: 'a@b.c' });
    expect(splitMailbox('Borse <a@b.c>')).toEqual({ name: 'Borse', address: 'a@b.c' });
    expect(splitMailbox(' a@b.c ')).toEqual({ name: '', address: 'a@b.c' });
  });
});
