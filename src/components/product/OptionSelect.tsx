import React, { forwardRef } from 'react';

export interface OptionChoice {
  /** What add_cart gets (the English name). */
  value: string;
  /** What the shopper reads. */
  label: string;
}

interface Props {
  id: string;
  label: string;
  /** The first entry, chosen until the shopper picks: not a choice of its own. */
  placeholder: string;
  options: readonly OptionChoice[];
  value: string;
  onChange: (value: string) => void;
  /** Shown under the list when the form was sent without a choice. */
  problem: string;
}

/** One option a product has (size, colour, style): the shopper must pick one. */
export const OptionSelect = forwardRef<HTMLSelectElement, Props>(function OptionSelect(
  { id, label, placeholder, options, value, onChange, problem },
  ref,
) {
  return (
    <div className="mb-2">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        className={`form-select${problem ? ' is-invalid' : ''}`}
        required
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {problem && (
        <p id={`${id}-problem`} className="invalid-feedback d-block mb-0">
          {problem}
        </p>
      )}
    </div>
  );
});
