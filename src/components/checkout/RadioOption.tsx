import React, { useId, type ReactNode } from 'react';

interface Props {
  name: string;
  value: string;
  checked: boolean;
  onChoose: (value: string) => void;
  label: ReactNode;
  /** Read after the label (a fee's dates, an address's details). */
  detail?: ReactNode;
  disabled?: boolean;
}

/** One choice of a radio group, its label and detail tied to it. */
export function RadioOption({ name, value, checked, onChoose, label, detail, disabled }: Props) {
  const id = `${useId()}${name}`;
  return (
    <div className="form-check mb-2">
      <input
        id={id}
        className="form-check-input"
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        aria-describedby={detail ? `${id}-detail` : undefined}
        onChange={() => onChoose(value)}
      />
      <label htmlFor={id} className="form-check-label">
        {label}
      </label>
      {detail && (
        <div id={`${id}-detail`} className="small text-body-secondary">
          {detail}
        </div>
      )}
    </div>
  );
}
