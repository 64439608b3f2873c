import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useId, type FormEvent } from 'react';
import { blankFields, looksLikeEmail } from '../../core/forms/field-problems';
import { sendJson, type CallerAuth } from '../../state/api-client';
import { useContentLanguage } from '../site/use-content-language';
import {
  EMPTY_ADDRESS,
  REQUIRED_ADDRESS_FIELDS,
  type AddressEntry,
  type AddressField,
  type AddressFields,
} from './address-entry';
import type { FieldMessages } from './field-errors';
import { explainFailure } from './form-failure';
import { FormAlert, SubmitButton, TextField } from './FormField';
import { TextAreaField } from './TextAreaField';
import { useAccountForm } from './use-account-form';
import { countryName, type DeliveryCountry } from './use-delivery-countries';
import { useSessionGuard } from './use-session-guard';

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

interface InputSpec {
  name: Exclude<AddressField, 'addrCountry' | 'addrComments'>;
  autoComplete: string;
  type?: 'email';
  inputMode?: 'tel';
  maxLength: number;
}

const INPUTS: readonly InputSpec[] = [
  { name: 'addrName', autoComplete: 'name', maxLength: 120 },
  { name: 'addrEmail', autoComplete: 'email', type: 'email', maxLength: 254 },
  { name: 'addrTel', autoComplete: 'tel', inputMode: 'tel', maxLength: 30 },
  { name: 'addrLine1', autoComplete: 'address-line1', maxLength: 200 },
  { name: 'addrLine2', autoComplete: 'address-line2', maxLength: 200 },
  { name: 'addrCity', autoComplete: 'address-level2', maxLength: 100 },
  { name: 'addrRegion', autoComplete: 'address-level1', maxLength: 100 },
  { name: 'addrCode', autoComplete: 'postal-code', maxLength: 20 },
];

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
  const sessionGone = useSessionGuard();
  const form = useAccountForm<Values>(initialValues(entry, countries));
  const { values, errors } = form;
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
      (err) =>
        sessionGone(err)
          ? { fields: {}, alert: '' }
          : explainFailure(err, t, 'addressBook.error', FORM_FIELDS),
    );
  };

  const headingId = `${id}-heading`;
  const countryError = errors.addrCountry;
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      className="card card-body mb-4"
      data-testid="address-form"
    >
      <h2 id={headingId} className="h5">
        {entry ? t('addressBook.editTitle') : t('addressBook.addTitle')}
      </h2>
      <FormAlert ref={form.alertRef} message={form.alert} />
      <div className="row">
        {INPUTS.map((input) => (
          <TextField
            key={input.name}
            className="col-md-6 mb-3"
            name={input.name}
            label={label(input.name)}
            type={input.type}
            inputMode={input.inputMode}
            autoComplete={input.autoComplete}
            maxLength={input.maxLength}
            aria-required={required(input.name) || undefined}
            value={values[input.name]}
            onValueChange={(value) => form.setValue(input.name, value)}
            error={errors[input.name]}
          />
        ))}
        <div className="col-md-6 mb-3">
          <label htmlFor={`${id}-country`} className="form-label">
            {t('addressBook.field.addrCountry')}
          </label>
          <select
            id={`${id}-country`}
            name="addrCountry"
            className={countryError ? 'form-select is-invalid' : 'form-select'}
            autoComplete="country"
            value={values.addrCountry}
            onChange={(event) => form.setValue('addrCountry', event.target.value)}
            aria-invalid={countryError ? true : undefined}
            aria-describedby={countryError ? `${id}-country-error` : undefined}
          >
            {options.length === 0 && <option value="">{t('addressBook.noCountries')}</option>}
            {options.map((country) => (
              <option key={country.code} value={country.code}>
                {countryName(country, lng)}
              </option>
            ))}
          </select>
          {countryError && (
            <div id={`${id}-country-error`} className="invalid-feedback">
              {countryError}
            </div>
          )}
        </div>
        <TextAreaField
          className="col-12 mb-3"
          name="addrComments"
          label={label('addrComments')}
          hint={t('addressBook.commentsHint')}
          rows={2}
          maxLength={500}
          value={values.addrComments}
          onValueChange={(value) => form.setValue('addrComments', value)}
          error={errors.addrComments}
        />
      </div>
      <div className="form-check mb-3">
        <input
          id={`${id}-default`}
          name="isDefault"
          type="checkbox"
          className="form-check-input"
          checked={onlyEntry || values.isDefault}
          disabled={onlyEntry || Boolean(entry?.isDefault)}
          aria-describedby={`${id}-default-hint`}
          onChange={(event) => form.setValue('isDefault', event.target.checked)}
        />
        <label htmlFor={`${id}-default`} className="form-check-label">
          {t('addressBook.field.isDefault')}
        </label>
        <div id={`${id}-default-hint`} className="form-text">
          {t('addressBook.defaultHint')}
        </div>
      </div>
      <div className="d-flex flex-wrap gap-2">
        <SubmitButton
          busy={form.busy}
          label={t('addressBook.save')}
          busyLabel={t('formField.saving')}
        />
        <button type="button" className="btn btn-outline-dark" onClick={onCancel}>
          {t('formField.cancel')}
        </button>
      </div>
    </form>
  );
}
