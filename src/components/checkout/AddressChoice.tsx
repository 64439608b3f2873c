import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useRef, type FormEvent } from 'react';
import type { ShopCart } from '../../core/cart/shop-cart';
import type { saveAddressCall } from '../../server/account/account-routes';
import { apiPost, type CallerAuth } from '../../state/api-client';
import { EMPTY_ADDRESS } from '../../core/cart/empty-address';
import { type AddressEntry, type AddressField } from '../account/address-entry';
import type { FieldMessages } from '../ui/forms/field-errors';
import { addressChecks } from '../account/client-checks';
import { errorText, explainFailure } from '../ui/forms/form-failure';
import { CheckField, FormAlert, SubmitButton } from '../ui/forms/FormField';
import { useForm } from '../ui/forms/use-form';
import { countryName, type DeliveryCountry } from '../account/use-delivery-countries';
import { useGuardedExplain, useSessionGuard } from '../session/use-session-guard';
import { useCartActions } from '../cart/use-cart-actions';
import { notify } from '../layout/notify';
import { useContentLanguage } from '../site/use-content-language';
import { AddressInputs, type FieldBinding } from '../account/AddressInputs';
import {
  addedEntry,
  firstDraft,
  type AddressContact,
  NEW_ADDRESS,
  typedAddress,
  type AddressDraft,
} from './delivery-draft';
import { RadioOption } from './RadioOption';

const ADDRESS_FIELDS = Object.keys(EMPTY_ADDRESS);

interface Props {
  auth: CallerAuth;
  cart: ShopCart;
  book: AddressEntry[];
  onBookChange: (book: AddressEntry[]) => void;
  countries: DeliveryCountry[];
  /** Who is signed in: a new address starts with their name and email. */
  contact: AddressContact;
  /**
   * The cart has this address and its delivery options show, with their own "Continue to
   * payment": this form's button steps aside until the address is changed, so step 1 offers
   * one button at a time.
   */
  addressSet: boolean;
  /** The cart has the chosen address now, and the delivery options for its country. */
  onAddressSet: () => void;
  /** The choice or a typed field changed: the options shown were for the address before. */
  onAddressEdited: () => void;
}

/**
 * Step 1's address: an address book entry or a new address (kept in the book if asked), sent
 * with refresh_cart, which checks it like the book does and prices delivery to its country.
 */
export function AddressChoice({
  auth,
  cart,
  book,
  onBookChange,
  countries,
  contact,
  addressSet,
  onAddressSet,
  onAddressEdited,
}: Props) {
  const { t } = useTranslation();
  const lng = useContentLanguage();
  const form = useForm<AddressDraft>(firstDraft(cart, book, countries, contact));
  const { values } = form;
  const { refresh, lastError } = useCartActions();
  const guard = useSessionGuard();
  const explain = useGuardedExplain((err) =>
    explainFailure(err, t, 'addressBook.error', ADDRESS_FIELDS),
  );

  // A refused refresh resolves to null and leaves its reason in lastError: the fields it names
  // get their messages, and focus goes to the first of them.
  const explainRef = useRef(explain);
  explainRef.current = explain;
  const { fail } = form;
  useEffect(() => {
    if (lastError) fail(explainRef.current(lastError));
  }, [lastError, fail]);

  const isNew = values.choice === NEW_ADDRESS;

  const bind = (name: AddressField): FieldBinding => ({
    ...form.field(name),
    onValueChange: (value: string) => {
      form.setValue(name, value);
      onAddressEdited();
    },
  });

  const choose = (choice: string) => {
    form.setValue('choice', choice);
    onAddressEdited();
  };

  const saveToBook = async () => {
    try {
      const body = await apiPost<typeof saveAddressCall>(
        'addressbook',
        { address: { ...typedAddress(values), isDefault: false } },
        auth,
      );
      const entry = addedEntry(book, body.addressBook);
      onBookChange(body.addressBook);
      if (entry) form.setValues((current) => ({ ...current, choice: entry._id, save: false }));
      notify(t('addressBook.saved'), 'success');
    } catch (err) {
      // The cart has the address either way: only the book's copy is missing.
      if (!guard(err)) notify(t('checkout.delivery.notSaved', { reason: errorText(err, t) }));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checks: FieldMessages = isNew ? addressChecks(values, t) : {};
    if (isNew && !values.addrCountry) checks.addrCountry = t('addressBook.error.addrCountry');
    void form.submit(
      checks,
      async () => {
        const next = await refresh(
          isNew ? { address: typedAddress(values) } : { addrId: values.choice },
        );
        if (!next) return; // refused (lastError says why) or gone (the page says so)
        if (isNew && values.save) await saveToBook();
        onAddressSet();
      },
      explain,
    );
  };

  const country = (code: string) => {
    const found = countries.find((entry) => entry.code === code);
    return found ? countryName(found, lng) : code;
  };

  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit} data-testid="checkout-address">
      <FormAlert ref={form.alertRef} message={form.alert} />
      {book.length > 0 ? (
        <fieldset className="mb-3">
          <legend className="h5">{t('checkout.delivery.addressLegend')}</legend>
          {book.map((entry) => (
            <RadioOption
              key={entry._id}
              name="addressChoice"
              value={entry._id}
              checked={values.choice === entry._id}
              onChoose={choose}
              label={entry.addrName}
              detail={[
                entry.addrLine1,
                [entry.addrCode, entry.addrCity].filter(Boolean).join(' '),
                country(entry.addrCountry),
              ]
                .filter(Boolean)
                .join(', ')}
            />
          ))}
          <RadioOption
            name="addressChoice"
            value={NEW_ADDRESS}
            checked={isNew}
            onChoose={choose}
            label={t('checkout.delivery.newAddress')}
          />
        </fieldset>
      ) : (
        <h3 className="h5 mb-3">{t('checkout.delivery.addressLegend')}</h3>
      )}
      {isNew && (
        <>
          <AddressInputs field={bind} countries={countries} shipping />
          <CheckField {...form.check('save')} label={t('checkout.delivery.saveToBook')} />
        </>
      )}
      {!addressSet && (
        <SubmitButton
          busy={form.busy}
          label={t('checkout.delivery.useAddress')}
          busyLabel={t('checkout.delivery.pricing')}
        />
      )}
    </form>
  );
}
