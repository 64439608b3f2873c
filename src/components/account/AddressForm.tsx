import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useId, type FormEvent } from 'react';
import type { saveAddressCall } from '../../server/account/account-routes';
import { apiPost, type CallerAuth } from '../../state/api-client';
import { EMPTY_ADDRESS } from '../../core/cart/empty-address';
import {
  newAddress,
  type AddressContact,
  type AddressEntry,
  type AddressFields,
} from './address-entry';
import { addressChecks } from './client-checks';
import { CardForm } from './CardForm';
import { explainFailure } from '../ui/forms/form-failure';
import { AddressInputs } from './AddressInputs';
import { CheckField, FormAlert, SubmitOrCancel } from '../ui/forms/FormField';
import { useForm } from '../ui/forms/use-form';
import type { DeliveryCountry } from './use-delivery-countries';
import { useGuardedExplain } from '../session/use-session-guard';

interface Props {
  auth: CallerAuth;
  /** The entry being edited; null adds a new one. */
  entry: AddressEntry | null;
  countries: DeliveryCountry[];
  /** Who is signed in: a new entry starts with their name and email. */
  contact: AddressContact;
  /** The entry is or will be the book's only one, so it is the default whatever is ticked. */
  onlyEntry: boolean;
  onSaved: (book: AddressEntry[]) => void;
  onCancel: () => void;
}

const FORM_FIELDS = [...Object.keys(EMPTY_ADDRESS), 'isDefault'];

type Values = AddressFields & { isDefault: boolean };

function initialValues(
  entry: AddressEntry | null,
  countries: DeliveryCountry[],
  contact: AddressContact,
): Values {
  if (!entry) return { ...newAddress(countries, contact), isDefault: false };
  const { _id: _ignored, ...fields } = entry;
  return fields;
}

/** Adds or edits one address book entry (POST addressbook; with `_id` it replaces that one). */
export function AddressForm({
  auth,
  entry,
  countries,
  contact,
  onlyEntry,
  onSaved,
  onCancel,
}: Props) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<Values>(initialValues(entry, countries, contact));
  const { values } = form;
  const explain = useGuardedExplain((err) =>
    explainFailure(err, t, 'addressBook.error', FORM_FIELDS),
  );

  // An entry may name a country the shop no longer delivers to: it stays as it is, choosable.
  const options =
    values.addrCountry && !countries.some((country) => country.code === values.addrCountry)
      ? [...countries, { code: values.addrCountry, name: values.addrCountry, itaName: '' }]
      : countries;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(
      addressChecks(values, t),
      async () => {
        const { isDefault, ...fields } = values;
        const body = await apiPost<typeof saveAddressCall>(
          'addressbook',
          { address: { ...fields, ...(entry ? { _id: entry._id } : {}), isDefault } },
          auth,
        );
        onSaved(body.addressBook);
      },
      explain,
    );
  };

  const headingId = `${id}-heading`;
  return (
    <CardForm form={form} onSubmit={onSubmit} headingId={headingId} testId="address-form">
      <h2 id={headingId} className="h5">
        {entry ? t('addressBook.editTitle') : t('addressBook.addTitle')}
      </h2>
      <FormAlert ref={form.alertRef} message={form.alert} />
      <AddressInputs field={form.field} countries={options} />
      <CheckField
        name="isDefault"
        label={t('addressBook.field.isDefault')}
        hint={t('addressBook.defaultHint')}
        checked={onlyEntry || values.isDefault}
        disabled={onlyEntry || Boolean(entry?.isDefault)}
        onCheckedChange={(checked) => form.setValue('isDefault', checked)}
      />
      <SubmitOrCancel
        busy={form.busy}
        label={t('addressBook.save')}
        busyLabel={t('formField.saving')}
        onCancel={onCancel}
      />
    </CardForm>
  );
}
