import React, { useId, type ReactNode } from 'react';

/** What ties a control to its field's texts, for the input, textarea or select to spread. */
export interface FieldWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A Bootstrap control class, marked invalid while the field has a message. */
export const invalidClass = (base: string, error: string | undefined): string =>
  error ? `${base} is-invalid` : base;

/**
 * A field's id (unique on the page, named after the field) and the attributes that make a
 * screen reader hear its error and hint with it: aria-invalid after a failed check, and
 * aria-describedby naming the texts FieldTexts shows.
 */
export function useFieldWiring(name: string, hint: unknown, error: unknown): FieldWiring {
  const id = `${useId()}${name}`;
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean);
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
  };
}

/** A field's hint and error, with the ids its control's aria-describedby names. */
export function FieldTexts({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      )}
    </>
  );
}

interface FieldFrameProps {
  name: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  /** The wrapper's classes: its spacing and its column in a row. */
  className?: string;
  /** The control, given the id and attributes that tie it to the label and texts. */
  children: (wiring: FieldWiring) => ReactNode;
}

/**
 * The frame of a labelled input, textarea or select: the label, the control and its hint and
 * error, so a screen reader hears the message when the field gets focus after a failed submit.
 */
export function FieldFrame({ name, label, hint, error, className, children }: FieldFrameProps) {
  const wiring = useFieldWiring(name, hint, error);
  return (
    <div className={className ?? 'mb-3'}>
      <label htmlFor={wiring.id} className="form-label">
        {label}
      </label>
      {children(wiring)}
      <FieldTexts id={wiring.id} hint={hint} error={error} />
    </div>
  );
}
