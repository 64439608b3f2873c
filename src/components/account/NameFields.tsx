import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { TextField } from '../ui/forms/FormField';
import type { FieldBinding } from '../ui/forms/use-form';

type NameField = 'firstName' | 'lastName';

interface Props {
  /** The form's binding of a text value to its field (useForm's `field`). */
  field: (name: NameField) => FieldBinding;
  /** Sign-up says the two may be left empty; the profile, where they are kept, does not. */
  optional?: boolean;
}

const NAMES: readonly { name: NameField; autoComplete: string }[] = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
];

/** A customer's first and last name side by side, as sign-up and the profile ask them. */
export function NameFields({ field, optional = false }: Props) {
  const { t } = useTranslation();
  return (
    <div className="row">
      {NAMES.map(({ name, autoComplete }) => {
        const label = t(`accountForm.${name}`);
        return (
          <TextField
            key={name}
            className="col-sm-6 mb-3"
            {...field(name)}
            label={optional ? `${label} ${t('accountForm.optional')}` : label}
            autoComplete={autoComplete}
            maxLength={100}
          />
        );
      })}
    </div>
  );
}
