import React from 'react';
import { FieldFrame, invalidClass } from '../../ui/forms/FieldFrame';

interface Props {
  name: string;
  label: string;
  value: string;
  min: number;
  max: number;
  onValueChange: (value: string) => void;
  error?: string;
}

/** A whole number such as a picture's width in pixels, kept as typed until the form is sent. */
export function NumberInput({ name, label, value, min, max, onValueChange, error }: Props) {
  return (
    <FieldFrame name={name} label={label} error={error}>
      {(wiring) => (
        <input
          {...wiring}
          name={name}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          className={invalidClass('form-control', error)}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
