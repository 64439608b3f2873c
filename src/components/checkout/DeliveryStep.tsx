import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useState } from 'react';
import type { ShopCart } from '../../core/cart/shop-cart';
import type { CallerAuth } from '../../state/api-client';
import type { AddressEntry } from '../account/address-entry';
import { LoadFailed } from '../ui/LoadFailed';
import type { getAddressBook } from '../../server/account/account-routes';
import { useRouteData } from '../session/use-signed-in-data';
import { useDeliveryCountries } from '../account/use-delivery-countries';
import { useProfileContact } from '../account/use-profile-contact';
import { AddressChoice } from './AddressChoice';
import { DeliveryTypeChoice } from './DeliveryTypeChoice';

interface Props {
  auth: CallerAuth;
  cart: ShopCart;
  onDone: () => void;
}

/**
 * Step 1, "Delivery": the address first (the delivery options depend on its country), then
 * standard or express. The options show only for the address the cart has now.
 */
export function DeliveryStep({ auth, cart, onDone }: Props) {
  const { t } = useTranslation();
  const countries = useDeliveryCountries();
  const { data, replace, reload } = useRouteData<typeof getAddressBook, AddressEntry[]>(
    auth,
    'addressbook',
    (answer) => answer.addressBook,
  );
  const [addressSet, setAddressSet] = useState(
    cart.address !== null && cart.delivery.options.length > 0,
  );
  const [justSet, setJustSet] = useState(false);
  // The profile names a new address's contact; without it the fields start empty.
  const contact = useProfileContact(auth);

  if (data.state === 'failed') return <LoadFailed error={data.error} onRetry={reload} />;
  if (data.state === 'loading' || contact === 'loading' || countries === null) {
    return <p role="status">{t('addressBook.loading')}</p>;
  }
  return (
    <>
      <AddressChoice
        auth={auth}
        cart={cart}
        book={data.data}
        onBookChange={replace}
        countries={countries}
        contact={contact}
        addressSet={addressSet && cart.delivery.options.length > 0}
        onAddressSet={() => {
          setAddressSet(true);
          setJustSet(true);
        }}
        onAddressEdited={() => {
          setAddressSet(false);
          setJustSet(false);
        }}
      />
      {addressSet && cart.delivery.options.length > 0 && (
        <DeliveryTypeChoice cart={cart} takeFocus={justSet} onDone={onDone} />
      )}
    </>
  );
}
