import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES, addressSchema } from './address';
import { messagesOf } from './testing';

const valid = {
  addrName: 'Anna Rossi',
  addrEmail: 'anna@example.com',
  addrTel: '+39 06 1234 5678',
  addrLine1: 'Via Roma 1',
  addrCity: 'Roma',
  addrCode: '00100',
};

describe('spec 5: "Address requires contact name, email, telephone, line 1, city and postal code."', () => {
  it('accepts the six required fields and defaults the rest to empty', () => {
    expect(addressSchema.parse(valid)).toEqual({
      ...valid,
      addrLine2: '',
      addrRegion: '',
      addrCountry: '',
      addrComments: '',
    });
  });

  it('reports every missing required field', () => {
    expect(messagesOf(addressSchema, {})).toEqual({
      addrName: [ADDRESS_MESSAGES.addrName],
      addrEmail: ['Enter your email address!'],
      addrTel: [ADDRESS_MESSAGES.addrTel],
      addrLine1: [ADDRESS_MESSAGES.addrLine1],
      addrCity: [ADDRESS_MESSAGES.addrCity],
      addrCode: [ADDRESS_MESSAGES.addrCode],
    });
  });

  it('treats blank text as missing', () => {
    expect(messagesOf(addressSchema, { ...valid, addrCity: '   ' })).toEqual({
      addrCity: [ADDRESS_MESSAGES.addrCity],
    });
  });

  it('uses the catalogue message for a bad email', () => {
    expect(messagesOf(addressSchema, { ...valid, addrEmail: 'anna' })).toEqual({
      addrEmail: ['Enter your email address!'],
    });
  });

  it('accepts usual telephone formats and refuses letters', () => {
    for (const addrTel of ['0612345678', '+44 (20) 7946-0958', '06/1234.567']) {
      expect(addressSchema.safeParse({ ...valid, addrTel }).success).toBe(true);
    }
    expect(messagesOf(addressSchema, { ...valid, addrTel: 'call me' })).toEqual({
      addrTel: [ADDRESS_MESSAGES.addrTel],
    });
  });
});
