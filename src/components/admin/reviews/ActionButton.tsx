import React, { type MouseEvent } from 'react';

/**
 * A button for a write on one record (approve, archive, block). While a call runs, or when
 * the action does not apply, it says so with aria-disabled rather than `disabled`, so the
 * keyboard focus stays on it instead of falling back to the page's top.
 */
export function ActionButton({
  label,
  busyLabel,
  busy,
  unavailable = false,
  className = 'btn btn-outline-dark btn-sm',
  ariaLabel,
  onClick,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  unavailable?: boolean;
  className?: string;
  /** A fuller name when the visible label alone is ambiguous in a list ("Approve review by…"). */
  ariaLabel?: string;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  const off = busy || unavailable;
  return (
    <button
      type="button"
      className={off ? `${className} disabled` : className}
      aria-disabled={off || undefined}
      aria-label={busy ? undefined : ariaLabel}
      onClick={(event) => {
        if (!off) onClick(event);
      }}
    >
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true"></span>}
      {busy ? busyLabel : label}
    </button>
  );
}
