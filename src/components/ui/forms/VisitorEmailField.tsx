import React from 'react';
import { TextField } from './FormField';
import type { FieldBinding } from './use-form';

/**
 * The email a visitor leaves (the contact form's, the newsletter's): marked required for
 * assistive technology while the form's own check says what is wrong, and as long as a mailbox
 * may be (254 characters).
 */
export function VisitorEmailField({
  binding,
  label,
  className,
}: {
  binding: FieldBinding;
  label: string;
  className: string;
}) {
  return (
    <TextField
      className={className}
      {...binding}
      type="email"
      label={label}
      autoComplete="email"
      aria-required
      maxLength={254}
    />
  );
}
