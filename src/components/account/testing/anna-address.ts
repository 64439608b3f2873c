import type { AddressFields } from '../address-entry';

/** Test-only: a complete delivery address in Italy that every client check accepts. */
export const ANNA_ADDRESS: AddressFields = {
  addrName: 'Anna Rossi',
  addrEmail: 'anna@example.com',
  addrTel: '+39 06 1234',
  addrLine1: 'Via Roma 1',
  addrLine2: '',
  addrCity: 'Roma',
  addrRegion: '',
  addrCode: '00100',
  addrCountry: 'IT',
  addrComments: '',
};
