import { and, asc, desc, eq } from 'drizzle-orm';
import {
  ADDRESS_BOOK_LIMIT,
  findDeliveryCountry,
  nextDefault,
  savedAsDefault,
} from '../../core/account/address-book';
import { API_ERROR_MESSAGES } from '../../core/api-errors';
import { ADDRESS_MESSAGES, type Address } from '../../core/validation/address';
import type { Db } from '../db/client';
import type { AddressRow } from '../db/rows';
import { addresses, countries, customers } from '../db/schema';
import type { Tx } from '../db/transaction';
import { DomainError, badRequest, notFound } from '../../core/domain-error';
import type { PresentedAddress } from './account-answers';
import { isRowId } from './ids';
import { assertPostcodeFits } from './postcode-check';

export interface AddressBookEntry extends Omit<Address, 'addrId'> {
  _id?: string;
  isDefault?: boolean;
}

const present = (row: AddressRow): PresentedAddress => ({
  _id: row.id,
  addrName: row.addrName,
  addrEmail: row.addrEmail,
  addrTel: row.addrTel,
  addrLine1: row.addrLine1,
  addrLine2: row.addrLine2,
  addrCity: row.addrCity,
  addrRegion: row.addrRegion,
  addrCode: row.addrCode,
  addrCountry: row.addrCountry,
  addrComments: row.addrComments,
  isDefault: row.isDefault,
});

/** The caller's book, the default first, then in the order the entries were added. */
export async function listAddressBook(db: Db | Tx, customerId: string) {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id));
  return rows.map(present);
}

/** Serialises one customer's book changes, so the cap and the single default hold. */
async function lockBook(tx: Tx, customerId: string) {
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
}

/** An empty country stays empty; anything else must be a country the shop delivers to. */
async function countryCode(db: Db | Tx, text: string): Promise<string> {
  if (!text) return '';
  const active = await db
    .select({ code: countries.code, name: countries.name, itaName: countries.itaName })
    .from(countries)
    .where(eq(countries.active, true));
  const country = findDeliveryCountry(text, active);
  if (!country) {
    throw badRequest(`Invalid body field "address.addrCountry": ${ADDRESS_MESSAGES.addrCountry}`, [
      { field: 'address.addrCountry', message: ADDRESS_MESSAGES.addrCountry },
    ]);
  }
  return country.code;
}

const ownEntry = (customerId: string, id: string) =>
  and(eq(addresses.id, id), eq(addresses.customerId, customerId));

/**
 * POST addressbook: without `_id` adds an entry, with `_id` replaces the caller's entry of that
 * id. Someone else's id gets the same 404 as a missing one, so ids cannot be probed.
 */
export async function saveAddress(db: Db, customerId: string, entry: AddressBookEntry) {
  const { _id: id, isDefault, ...fields } = entry;
  if (id !== undefined && !isRowId(id)) throw notFound('That address');
  const values = { ...fields, addrCountry: await countryCode(db, fields.addrCountry) };
  assertPostcodeFits(values.addrCountry, values.addrCode, 'address.addrCode');

  return db.transaction(async (tx) => {
    await lockBook(tx, customerId);
    const book = await tx
      .select({ id: addresses.id, isDefault: addresses.isDefault })
      .from(addresses)
      .where(eq(addresses.customerId, customerId));
    const current = id === undefined ? undefined : book.find((row) => row.id === id);
    if (id !== undefined && !current) throw notFound('That address');
    if (!current && book.length >= ADDRESS_BOOK_LIMIT) {
      throw new DomainError('conflict', 'ADDRESS_BOOK_FULL', API_ERROR_MESSAGES.ADDRESS_BOOK_FULL);
    }

    const makeDefault = savedAsDefault({
      onlyEntry: current ? book.length === 1 : book.length === 0,
      wasDefault: current?.isDefault ?? false,
      requested: isDefault,
    });
    if (makeDefault) {
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.customerId, customerId), eq(addresses.isDefault, true)));
    }
    if (current) {
      await tx
        .update(addresses)
        .set({ ...values, isDefault: makeDefault })
        .where(ownEntry(customerId, current.id));
    } else {
      await tx.insert(addresses).values({ ...values, customerId, isDefault: makeDefault });
    }
    return listAddressBook(tx, customerId);
  });
}

/** DELETE addressbook: the caller's entry only; the oldest remaining entry inherits the default. */
export async function deleteAddress(db: Db, customerId: string, id: string) {
  if (!isRowId(id)) throw notFound('That address');
  return db.transaction(async (tx) => {
    await lockBook(tx, customerId);
    const [deleted] = await tx
      .delete(addresses)
      .where(ownEntry(customerId, id))
      .returning({ isDefault: addresses.isDefault });
    if (!deleted) throw notFound('That address');
    if (deleted.isDefault) {
      const remaining = await tx
        .select({ id: addresses.id, createdAt: addresses.createdAt })
        .from(addresses)
        .where(eq(addresses.customerId, customerId));
      const heir = nextDefault(remaining);
      if (heir) {
        await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, heir.id));
      }
    }
    return listAddressBook(tx, customerId);
  });
}
