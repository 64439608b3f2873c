import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import type { FieldMessages } from '../ui/forms/field-errors';
import { TextField } from '../ui/forms/FormField';

interface Props<N extends string> {
  /** The new password's field: `password` on sign-up and reset, `newPassword` on the profile. */
  name: N;
  label: string;
  /** The confirmation's label; "Confirm the new password" unless given (sign-up has no old one). */
  confirmLabel?: string;
  /** The form (useForm) holding the password and its confirmation, `confirmPassword`. */
  form: {
    values: Record<N | 'confirmPassword', string>;
    errors: FieldMessages;
    setValue: (name: N | 'confirmPassword', value: string) => void;
  };
}

/** A new password and its confirmation (spec 5), the way password managers recognise them. */
export function NewPasswordFields<N extends string>({ name, label, confirmLabel, form }: Props<N>) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        name={name}
        type="password"
        label={label}
        autoComplete="new-password"
        required
        maxLength={128}
        hint={t('accountForm.passwordHint')}
        value={form.values[name]}
        onValueChange={(value) => form.setValue(name, value)}
        error={form.errors[name]}
      />
      <TextField
        name="confirmPassword"
        type="password"
        label={confirmLabel ?? t('accountForm.confirmPassword')}
        autoComplete="new-password"
        required
        maxLength={128}
        value={form.values.confirmPassword}
        onValueChange={(value) => form.setValue('confirmPassword', value)}
        error={form.errors.confirmPassword}
      />
    </>
  );
}

/** The account's address, hidden, so password managers file the new password under it. */
export function PasswordOwner({ email }: { email: string }) {
  return (
    <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
  );
}
