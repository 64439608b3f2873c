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

/** One text input of an address form, with its autofill token and the server's length limit. */
export interface AddressInputSpec {
  name: Exclude<AddressField, 'addrCountry' | 'addrComments'>;
  autoComplete: string;
  type?: 'email';
  inputMode?: 'tel';
  maxLength: number;
}

/** The text inputs of every address form (address book, checkout), in the order shown. */
export const ADDRESS_INPUTS: readonly AddressInputSpec[] = [
  { name: 'addrName', autoComplete: 'name', maxLength: 120 },
  { name: 'addrEmail', autoComplete: 'email', type: 'email', maxLength: 254 },
  { name: 'addrTel', autoComplete: 'tel', inputMode: 'tel', maxLength: 30 },
  { name: 'addrLine1', autoComplete: 'address-line1', maxLength: 200 },
  { name: 'addrLine2', autoComplete: 'address-line2', maxLength: 200 },
  { name: 'addrCity', autoComplete: 'address-level2', maxLength: 100 },
  { name: 'addrRegion', autoComplete: 'address-level1', maxLength: 100 },
  { name: 'addrCode', autoComplete: 'postal-code', maxLength: 20 },
];
