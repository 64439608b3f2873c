import React, { useId } from 'react';

/** A group of checkboxes that edits a list of values (sub-categories, colours, sizes). */
export function CheckList<T extends string | number>({
  legend,
  items,
  checked,
  onChange,
  error,
  emptyText,
}: {
  legend: string;
  items: readonly { value: T; label: string }[];
  checked: readonly T[];
  onChange: (values: T[]) => void;
  error?: string;
  emptyText?: string;
}) {
  const id = useId();
  const toggle = (value: T) =>
    onChange(checked.includes(value) ? checked.filter((v) => v !== value) : [...checked, value]);
  if (items.length === 0 && !emptyText) return null;
  return (
    <fieldset
      className="mb-3"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="form-label fs-6">{legend}</legend>
      {items.length === 0 && emptyText && <p className="small text-body-secondary">{emptyText}</p>}
      <div className="d-flex flex-wrap gap-3">
        {items.map((item) => (
          <div className="form-check" key={item.value}>
            <input
              className="form-check-input"
              type="checkbox"
              id={`${id}-${item.value}`}
              checked={checked.includes(item.value)}
              onChange={() => toggle(item.value)}
            />
            <label className="form-check-label" htmlFor={`${id}-${item.value}`}>
              {item.label}
            </label>
          </div>
        ))}
      </div>
      {error && (
        <div id={`${id}-error`} role="alert" className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}
