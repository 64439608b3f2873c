/** An address book entry as GET/POST addressbook answer it (spec 3 address fields). */
export interface AddressEntry {
  _id: string;
  addrName: string;
  addrEmail: string;
  addrTel: string;
  addrLine1: string;
  addrLine2: string;
  addrCity: string;
  addrRegion: string;
  addrCode: string;
  /** ISO code of a delivery country. */
  addrCountry: string;
  addrComments: string;
  isDefault: boolean;
}

export type AddressFields = Omit<AddressEntry, '_id' | 'isDefault'>;
export type AddressField = keyof AddressFields;

/** Spec 5: "Address requires contact name, email, telephone, line 1, city and postal code." */
export const REQUIRED_ADDRESS_FIELDS: readonly AddressField[] = [
  'addrName',
  'addrEmail',
  'addrTel',
  'addrLine1',
  'addrCity',
  'addrCode',
];

export const EMPTY_ADDRESS: AddressFields = {
  addrName: '',
  addrEmail: '',
  addrTel: '',
  addrLine1: '',
  addrLine2: '',
  addrCity: '',
  addrRegion: '',
  addrCode: '',
  addrCountry: '',
  addrComments: '',
};
