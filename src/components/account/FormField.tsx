import React, {
  forwardRef,
  useEffect,
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'value' | 'onChange' | 'type' | 'checked'
>;

interface TextFieldProps extends InputProps {
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  /** The field's message after a failed check or call; links to the input. */
  error?: string;
  hint?: ReactNode;
}

/** Ids for a field's hint and error, named for aria-describedby. */
function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/**
 * A labelled input whose error is tied to it (aria-invalid, aria-describedby), so a screen
 * reader hears the message when the field gets focus after a failed submit.
 */
export function TextField({
  name,
  label,
  value,
  onValueChange,
  type = 'text',
  error,
  hint,
  className,
  ...input
}: TextFieldProps) {
  const id = `${useId()}${name}`;
  return (
    <div className={className ?? 'mb-3'}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        {...input}
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className={error ? 'form-control is-invalid' : 'form-control'}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
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

interface CheckFieldProps {
  name: string;
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

export function CheckField({ name, label, checked, onCheckedChange }: CheckFieldProps) {
  const id = `${useId()}${name}`;
  return (
    <div className="form-check mb-3">
      <input
        id={id}
        name={name}
        type="checkbox"
        className="form-check-input"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      <label htmlFor={id} className="form-check-label">
        {label}
      </label>
    </div>
  );
}

/**
 * The form's message when the failure is not one field's (wrong login, a server error). It
 * can take focus, so a failed submit moves the screen reader and the keyboard to it.
 */
export const FormAlert = forwardRef<HTMLDivElement, { message: string }>(function FormAlert(
  { message },
  ref,
) {
  if (!message) return null;
  return (
    <div ref={ref} role="alert" tabIndex={-1} className="alert alert-danger">
      {message}
    </div>
  );
});

interface SubmitButtonProps {
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}

/**
 * Disabled while its call runs, saying so in words as well as with the spinner. It is also
 * disabled until React has taken over the page: a click on the server-rendered form would
 * submit it natively, a GET that puts the typed password in the address.
 */
export function SubmitButton({ busy, label, busyLabel, className }: SubmitButtonProps) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <button type="submit" className={className ?? 'btn btn-shop'} disabled={busy || !hydrated}>
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true"></span>}
      {busy ? busyLabel : label}
    </button>
  );
}

interface SelectFieldProps {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onValueChange: (value: string) => void;
}

export function SelectField({ name, label, value, options, onValueChange }: SelectFieldProps) {
  const id = `${useId()}${name}`;
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="form-select"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
