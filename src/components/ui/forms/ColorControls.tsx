import React from 'react';
import { invalidClass, type FieldWiring } from './FieldFrame';

const HEX = /^#[0-9a-fA-F]{6}$/;

interface Props {
  wiring: FieldWiring;
  name: string;
  value: string;
  onChange: (value: string) => void;
  /** The picker's own accessible name; the text box takes the field's label. */
  pickerLabel: string;
  error?: string;
}

/**
 * A colour as a swatch that opens the browser's picker and as its #rrggbb text, either of which
 * sets it: the swatch for choosing, the text for reading and pasting a brand colour (the
 * form validates it). The swatch is a 2.5 rem square (WCAG 2.2 2.5.8 asks 24 px; Bootstrap's
 * input group squeezed it to a 14 px sliver) and shows black while the text is half typed.
 */
export function ColorControls({ wiring, name, value, onChange, pickerLabel, error }: Props) {
  const hex = value.trim();
  return (
    <div className="input-group color-controls">
      <input
        type="color"
        className="form-control form-control-color color-swatch"
        value={HEX.test(hex) ? hex.toLowerCase() : '#000000'}
        onChange={(event) => onChange(event.target.value)}
        aria-label={pickerLabel}
      />
      <input
        {...wiring}
        name={name}
        type="text"
        maxLength={7}
        autoComplete="off"
        spellCheck={false}
        placeholder="#1a2b3c"
        className={invalidClass('form-control font-monospace', error)}
        value={value}
        onChange={(event) => onChange(event.target.value.trim())}
      />
    </div>
  );
}
