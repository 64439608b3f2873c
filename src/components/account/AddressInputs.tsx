import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import {
  ADDRESS_INPUTS,
  REQUIRED_ADDRESS_FIELDS,
  type AddressField,
  type AddressInputSpec,
} from './address-entry';
import { SelectField, TextField } from '../ui/forms/FormField';
import { TextAreaField } from '../ui/forms/TextAreaField';
import { countriesByName } from '../../core/address/country-order';
import { countryName, type DeliveryCountry } from './use-delivery-countries';
import { useContentLanguage } from '../site/use-content-language';

/** What ties one input to the form's value and message (useForm's `field`). */
export interface FieldBinding {
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
}

/** The same inputs autofilled as the delivery address (email stays the contact's). */
const SHIPPING_INPUTS: readonly AddressInputSpec[] = ADDRESS_INPUTS.map((input) =>
  input.name === 'addrEmail' ? input : { ...input, autoComplete: `shipping ${input.autoComplete}` },
);

interface Props {
  field: (name: AddressField) => FieldBinding;
  countries: DeliveryCountry[];
  /** Checkout: the browser autofills the shipping address rather than the person's own. */
  shipping?: boolean;
}

/** An address's fields (address book and checkout), labelled with the spec's required ones. */
export function AddressInputs({ field, countries, shipping = false }: Props) {
  const { t } = useTranslation();
  const lng = useContentLanguage();
  const required = (name: AddressField) => REQUIRED_ADDRESS_FIELDS.includes(name);
  const label = (name: AddressField) =>
    required(name)
      ? t(`addressBook.field.${name}`)
      : t('formField.optional', { label: t(`addressBook.field.${name}`) });
  return (
    <div className="row">
      {(shipping ? SHIPPING_INPUTS : ADDRESS_INPUTS).map((input) => (
        <TextField
          key={input.name}
          className="col-md-6 mb-3"
          {...field(input.name)}
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
        {...field('addrCountry')}
        label={t('addressBook.field.addrCountry')}
        autoComplete={shipping ? 'shipping country' : 'country'}
        options={
          countries.length === 0
            ? [{ value: '', label: t('addressBook.noCountries') }]
            : countriesByName(countries, lng).map((country) => ({
                value: country.code,
                label: countryName(country, lng),
              }))
        }
      />
      <TextAreaField
        className="col-12 mb-3"
        {...field('addrComments')}
        label={label('addrComments')}
        hint={t('addressBook.commentsHint')}
        rows={2}
        maxLength={500}
      />
    </div>
  );
}
