import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useId, type FormEvent } from 'react';
import { blankFields, looksLikeEmail } from '../../core/forms/field-problems';
import { sendJson, type CallerAuth } from '../../state/api-client';
import { useContentLanguage } from '../site/use-content-language';
import {
  ADDRESS_INPUTS,
  EMPTY_ADDRESS,
  REQUIRED_ADDRESS_FIELDS,
  type AddressEntry,
  type AddressField,
  type AddressFields,
} from './address-entry';
import type { FieldMessages } from './field-errors';
import { CardForm } from './CardForm';
import { explainFailure } from './form-failure';
import { CheckField, FormAlert, SelectField, SubmitOrCancel, TextField } from './FormField';
import { TextAreaField } from './TextAreaField';
import { useAccountForm } from './use-account-form';
import { countryName, type DeliveryCountry } from './use-delivery-countries';
import { useGuardedExplain } from './use-session-guard';

interface Props {
  auth: CallerAuth;
  /** The entry being edited; null adds a new one. */
  entry: AddressEntry | null;
  countries: DeliveryCountry[];
  /** The entry is or will be the book's only one, so it is the default whatever is ticked. */
  onlyEntry: boolean;
  onSaved: (book: AddressEntry[]) => void;
  onCancel: () => void;
}

const FORM_FIELDS = [...Object.keys(EMPTY_ADDRESS), 'isDefault'];

type Values = AddressFields & { isDefault: boolean };

function initialValues(entry: AddressEntry | null, countries: DeliveryCountry[]): Values {
  if (!entry) return { ...EMPTY_ADDRESS, addrCountry: countries[0]?.code ?? '', isDefault: false };
  const { _id: _ignored, ...fields } = entry;
  return fields;
}

/** Adds or edits one address book entry (POST addressbook; with `_id` it replaces that one). */
export function AddressForm({ auth, entry, countries, onlyEntry, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const lng = useContentLanguage();
  const id = useId();
  const form = useAccountForm<Values>(initialValues(entry, countries));
  const { values } = form;
  const explain = useGuardedExplain((err) =>
    explainFailure(err, t, 'addressBook.error', FORM_FIELDS),
  );
  const required = (name: AddressField) => REQUIRED_ADDRESS_FIELDS.includes(name);
  const label = (name: AddressField) =>
    required(name)
      ? t(`addressBook.field.${name}`)
      : t('formField.optional', { label: t(`addressBook.field.${name}`) });

  // An entry may name a country the shop no longer delivers to: it stays as it is, choosable.
  const options =
    values.addrCountry && !countries.some((country) => country.code === values.addrCountry)
      ? [...countries, { code: values.addrCountry, name: values.addrCountry, itaName: '' }]
      : countries;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checks: FieldMessages = {};
    for (const name of blankFields(values, REQUIRED_ADDRESS_FIELDS)) {
      checks[name] = t(`addressBook.error.${name}`);
    }
    if (!checks.addrEmail && !looksLikeEmail(values.addrEmail)) {
      checks.addrEmail = t('addressBook.error.addrEmail');
    }
    void form.submit(
      checks,
      async () => {
        const { isDefault, ...fields } = values;
        const body = await sendJson<{ addressBook: AddressEntry[] }>(
          'POST',
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
      <div className="row">
        {ADDRESS_INPUTS.map((input) => (
          <TextField
            key={input.name}
            className="col-md-6 mb-3"
            {...form.field(input.name)}
            label={label(input.name)}
            type={input.type}
            inputMode={input.inputMode}
            autoComplete={input.autoComplete}
            maxLength={input.maxLength}
            aria-required={required(input.name) || undefined}
          />
        ))}
        <SelectField
          className="col-md-6 mb-3"
          {...form.field('addrCountry')}
          label={t('addressBook.field.addrCountry')}
          autoComplete="country"
          options={
            options.length === 0
              ? [{ value: '', label: t('addressBook.noCountries') }]
              : options.map((country) => ({
                  value: country.code,
                  label: countryName(country, lng),
                }))
          }
        />
        <TextAreaField
          className="col-12 mb-3"
          {...form.field('addrComments')}
          label={label('addrComments')}
          hint={t('addressBook.commentsHint')}
          rows={2}
          maxLength={500}
        />
      </div>
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
