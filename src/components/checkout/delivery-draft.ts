import type { ShopCart } from '../../core/cart/shop-cart';
import {
  newAddress,
  type AddressContact,
  type AddressEntry,
  type AddressFields,
} from '../account/address-entry';
import type { DeliveryCountry } from '../account/use-delivery-countries';

/** The radio value of "a new address" beside the address book's entry ids. */
export const NEW_ADDRESS = 'new';

/** Step 1's address form: the choice, the typed address, and whether to keep it in the book. */
export type AddressDraft = AddressFields & { choice: string; save: boolean };

export type { AddressContact };

/**
 * Where step 1 starts: the cart's own address when it has one (a return to checkout, a Back),
 * else the book's default entry, else a new address in the first delivery country, its
 * contact name and email filled in from the signed-in customer.
 */
export function firstDraft(
  cart: ShopCart,
  book: readonly AddressEntry[],
  countries: readonly DeliveryCountry[],
  contact: AddressContact = { addrName: '', addrEmail: '' },
): AddressDraft {
  const blank = { ...newAddress(countries, contact), save: false };
  const address = cart.address;
  if (address?.addrId && book.some((entry) => entry._id === address.addrId)) {
    return { ...blank, choice: address.addrId };
  }
  if (address) {
    const { addrId: _ignored, ...fields } = address;
    return { ...fields, choice: NEW_ADDRESS, save: false };
  }
  const preferred = book.find((entry) => entry.isDefault) ?? book[0];
  return { ...blank, choice: preferred?._id ?? NEW_ADDRESS };
}

/** The typed address alone, as refresh_cart and the address book take it. */
export function typedAddress(draft: AddressDraft): AddressFields {
  const { choice: _choice, save: _save, ...fields } = draft;
  return fields;
}

/** The new entry a POST addressbook added: the one the book did not have before. */
export function addedEntry(
  before: readonly AddressEntry[],
  after: readonly AddressEntry[],
): AddressEntry | null {
  const known = new Set(before.map((entry) => entry._id));
  return after.find((entry) => !known.has(entry._id)) ?? null;
}
