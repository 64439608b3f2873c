import React, { type ButtonHTMLAttributes } from 'react';

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  busy: boolean;
  label: string;
  busyLabel: string;
}

/** A button whose call is running: disabled, saying so in words as well as with a spinner. */
export function BusyButton({ busy, label, busyLabel, disabled, type, ...button }: Props) {
  return (
    <button {...button} type={type === 'submit' ? 'submit' : 'button'} disabled={busy || disabled}>
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true"></span>}
      {busy ? busyLabel : label}
    </button>
  );
}
