import { describe, expect, it } from 'vitest';
import { makeShopCart } from '../../state/testing/make-shop-cart';
import type { AddressEntry } from '../account/address-entry';
import { ANNA_ADDRESS } from '../account/testing/anna-address';
import { addedEntry, firstDraft, NEW_ADDRESS, typedAddress } from './delivery-draft';

const entry = (id: string, isDefault = false): AddressEntry => ({
  _id: id,
  ...ANNA_ADDRESS,
  addrName: `Name ${id}`,
  isDefault,
});

const COUNTRIES = [
  { code: 'GB', name: 'United Kingdom', itaName: 'Regno Unito' },
  { code: 'IT', name: 'Italy', itaName: 'Italia' },
];

const { _id: _ignored, isDefault: _default, ...typed } = entry('typed');

describe('firstDraft', () => {
  it('offers the address book default, else its first entry', () => {
    const cart = makeShopCart();
    expect(firstDraft(cart, [entry('a'), entry('b', true)], COUNTRIES).choice).toBe('b');
    expect(firstDraft(cart, [entry('a'), entry('b')], COUNTRIES).choice).toBe('a');
  });

  it('starts a new address in the first delivery country when the book is empty', () => {
    const draft = firstDraft(makeShopCart(), [], COUNTRIES);
    expect(draft).toMatchObject({
      choice: NEW_ADDRESS,
      addrCountry: 'GB',
      addrName: '',
      save: false,
    });
  });

  it("fills a new address's contact name and email in from the signed-in customer", () => {
    const contact = { addrName: 'Anna Rossi', addrEmail: 'anna@example.com' };
    expect(firstDraft(makeShopCart(), [], COUNTRIES, contact)).toMatchObject({
      choice: NEW_ADDRESS,
      ...contact,
      addrLine1: '',
    });
    // A book entry chosen first: the new-address fields behind "a new address" are filled too.
    expect(firstDraft(makeShopCart(), [entry('a')], COUNTRIES, contact)).toMatchObject(contact);
  });

  it('comes back to the address the cart already has', () => {
    const fromBook = makeShopCart({ address: { ...typed, addrId: 'b' } });
    expect(firstDraft(fromBook, [entry('a', true), entry('b')], COUNTRIES).choice).toBe('b');
    const typedIn = makeShopCart({ address: { ...typed, addrId: null } });
    expect(firstDraft(typedIn, [entry('a', true)], COUNTRIES)).toEqual({
      ...typed,
      choice: NEW_ADDRESS,
      save: false,
    });
    // An entry deleted from the book since: its copy in the cart is offered as typed.
    const gone = makeShopCart({ address: { ...typed, addrId: 'zz' } });
    expect(firstDraft(gone, [entry('a')], COUNTRIES)).toMatchObject({
      choice: NEW_ADDRESS,
      addrLine1: 'Via Roma 1',
    });
  });
});

describe('typedAddress and addedEntry', () => {
  it('keeps only the address fields', () => {
    expect(typedAddress({ ...typed, choice: NEW_ADDRESS, save: true })).toEqual(typed);
  });

  it('finds the entry a save added', () => {
    const before = [entry('a')];
    expect(addedEntry(before, [entry('a'), entry('n')])?._id).toBe('n');
    expect(addedEntry(before, before)).toBeNull();
  });
});
