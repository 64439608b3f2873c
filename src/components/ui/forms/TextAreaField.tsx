import React, { type TextareaHTMLAttributes } from 'react';
import { FieldFrame, invalidClass } from './FieldFrame';

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
 * The multi-line companion of FormField's TextField (comments, messages, reasons), in the
 * same frame: label, hint and error read with the field, aria-invalid after a failed check.
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
  return (
    <FieldFrame name={name} label={label} hint={hint} error={error} className={className}>
      {(wiring) => (
        <textarea
          {...area}
          {...wiring}
          name={name}
          rows={rows}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={invalidClass('form-control', error)}
        />
      )}
    </FieldFrame>
  );
}
