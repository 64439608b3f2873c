import React from 'react';
import { TextField } from './FormField';

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
  /** The value's binding to its field, as useForm's `field(name)` gives it. */
  binding: {
    name: string;
    value: string;
    onValueChange: (value: string) => void;
    error: string | undefined;
  };
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
