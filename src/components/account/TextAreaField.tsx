import React, { useId, type TextareaHTMLAttributes } from 'react';

type AreaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'id' | 'name' | 'value' | 'onChange'
>;

interface Props extends AreaProps {
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: string;
}

/**
 * The multi-line companion of FormField's TextField (comments, messages, reasons), with the
 * same wiring: label, hint and error read with the field, aria-invalid after a failed check.
 */
export function TextAreaField({
  name,
  label,
  value,
  onValueChange,
  error,
  hint,
  className,
  rows = 4,
  ...area
}: Props) {
  const id = `${useId()}${name}`;
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean);
  return (
    <div className={className ?? 'mb-3'}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <textarea
        {...area}
        id={id}
        name={name}
        rows={rows}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className={error ? 'form-control is-invalid' : 'form-control'}
        aria-invalid={error ? true : undefined}
        aria-describedby={described.length > 0 ? described.join(' ') : undefined}
      />
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
    </div>
  );
}
