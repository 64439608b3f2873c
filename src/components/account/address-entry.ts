import type { ShopCartAddress } from '../../core/cart/shop-cart';
import { EMPTY_ADDRESS } from '../../core/cart/empty-address';
import type { getAddressBook } from '../../server/account/account-routes';
import type { AnswerOf } from '../../server/http/route/define-route';

/** An address book entry as GET/POST/DELETE addressbook answer it (spec 3 address fields). */
export type AddressEntry = AnswerOf<typeof getAddressBook>['addressBook'][number];

/** The spec's address fields (addrCountry: ISO code of a delivery country). */
export type AddressFields = Omit<ShopCartAddress, 'addrId'>;
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

/** Who is signed in, for a new address's contact: their profile's name and login email. */
export interface AddressContact {
  addrName: string;
  addrEmail: string;
}

/**
 * A new address (checkout's or the address book's): the signed-in customer's name and email,
 * in the first delivery country, the rest to type.
 */
export function newAddress(
  countries: readonly { code: string }[],
  contact: AddressContact = { addrName: '', addrEmail: '' },
): AddressFields {
  return { ...EMPTY_ADDRESS, ...contact, addrCountry: countries[0]?.code ?? '' };
}

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
