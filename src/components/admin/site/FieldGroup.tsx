import React, { type ReactNode } from 'react';

/** A setting that is a list of names (languages on, a menu's items), edited by a group. */
export interface ListInputProps {
  name: string;
  label: string;
  value: readonly string[];
  onValueChange: (value: string[]) => void;
  error?: string;
}

interface Props {
  /** The group's id; its error's is `${id}-error`. */
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}

/**
 * A site setting made of several controls (languages, a menu's items): a fieldset whose legend
 * names it, its error below, described by it. A group takes no aria-invalid: the form finds
 * the failed field by data-invalid, and focuses the group itself.
 */
export function FieldGroup({ id, label, error, children }: Props) {
  return (
    <fieldset
      className="mb-3"
      data-invalid={error ? 'true' : undefined}
      tabIndex={error ? -1 : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="form-label fs-6">{label}</legend>
      {children}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}
