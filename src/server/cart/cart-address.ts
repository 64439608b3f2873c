import { findDeliveryCountry } from '../../core/account/address-book';
import type { ShopCartAddress } from '../../core/cart/shop-cart';
import type { DeliveryType } from '../../core/delivery/delivery-fee';
import type { Language } from '../../core/routes/languages';
import { ADDRESS_MESSAGES } from '../../core/validation/address';
import { isRowId } from '../account/ids';
import { assertPostcodeFits } from '../account/postcode-check';
import type { AuthUser } from '../../core/customers/auth-user';
import { badRequest, notFound, unauthorised } from '../../core/domain-error';
import { orderAddress } from '../orders/order-address';
import { activeCountries, ownAddressEntry } from './cart-store';
import type { OrderRow } from '../db/rows';
import type { Tx } from '../db/transaction';

/** What refresh_cart may change; everything else is computed (docs/api-checkout.md). */
export interface CartChanges {
  address?: Omit<ShopCartAddress, 'addrId'>;
  /** An entry of the caller's own address book; wins over `address`. */
  addrId?: string;
  deliveryType?: DeliveryType;
  lng?: Language;
}

export type AddressValues = Omit<ShopCartAddress, 'addrId'> & { addrId: string | null };

const countryRefused = (field: string) =>
  badRequest(`Invalid body field "${field}": ${ADDRESS_MESSAGES.addrCountry}`, [
    { field, message: ADDRESS_MESSAGES.addrCountry },
  ]);

/** The delivery address a change asks for, with its country as the ISO code of an active one. */
export async function requestedAddress(
  tx: Tx,
  changes: CartChanges,
  auth: AuthUser | undefined,
): Promise<AddressValues | undefined> {
  if (changes.addrId !== undefined) {
    if (!auth) throw unauthorised();
    const entry = isRowId(changes.addrId)
      ? await ownAddressEntry(tx, auth.customerId, changes.addrId)
      : undefined;
    if (!entry) throw notFound('That address');
    const country = findDeliveryCountry(entry.addrCountry, await activeCountries(tx));
    if (!country) throw countryRefused('addrId');
    const { id, customerId: _owner, isDefault: _default, createdAt: _created, ...fields } = entry;
    return { ...fields, addrCountry: country.code, addrId: id };
  }
  if (changes.address === undefined) return undefined;
  const country = findDeliveryCountry(changes.address.addrCountry, await activeCountries(tx));
  if (!country) throw countryRefused('address.addrCountry');
  assertPostcodeFits(country.code, changes.address.addrCode, 'address.addrCode');
  return { ...changes.address, addrCountry: country.code, addrId: null };
}

/**
 * Whether the changes ask for anything the cart does not have yet; a cart posted back as it
 * is asks for nothing.
 */
export function changesCart(order: OrderRow, changes: CartChanges): boolean {
  const { address, addrId, deliveryType, lng } = changes;
  const stored = orderAddress(order);
  return (
    (lng !== undefined && lng !== order.lng) ||
    (deliveryType !== undefined && deliveryType !== order.deliveryType) ||
    (addrId !== undefined && addrId !== order.addrId) ||
    (address !== undefined &&
      (Object.keys(address) as (keyof typeof address)[]).some(
        (field) => address[field] !== stored[field],
      ))
  );
}
