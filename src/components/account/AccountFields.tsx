import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { type ReactNode } from 'react';
import { TextField } from '../ui/forms/FormField';
import type { FieldBinding } from '../ui/forms/use-form';

/** The email an account is made for or a link is mailed to (a mailbox holds 254 characters). */
export function EmailField({ binding }: { binding: FieldBinding }) {
  const { t } = useTranslation();
  return (
    <TextField
      {...binding}
      type="email"
      label={t('accountForm.email')}
      autoComplete="email"
      required
      maxLength={254}
    />
  );
}

/** The name a customer's reviews are signed with, as sign-up and the profile ask it. */
export function NickNameField({ binding, hint }: { binding: FieldBinding; hint?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <TextField
      {...binding}
      label={t('accountForm.nickName')}
      autoComplete="nickname"
      required
      maxLength={50}
      hint={hint}
    />
  );
}

/** The password the account has now, as signing in and changing it ask it. */
export function CurrentPasswordField({ binding, label }: { binding: FieldBinding; label: string }) {
  return (
    <TextField
      {...binding}
      type="password"
      label={label}
      autoComplete="current-password"
      required
    />
  );
}
