import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, {
  forwardRef,
  useEffect,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';
import { FieldFrame, FieldTexts, invalidClass, useFieldWiring } from './FieldFrame';

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
  return (
    <FieldFrame name={name} label={label} hint={hint} error={error} className={className}>
      {(wiring) => (
        <input
          {...input}
          {...wiring}
          name={name}
          type={type}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={invalidClass('form-control', error)}
        />
      )}
    </FieldFrame>
  );
}

interface CheckFieldProps extends InputProps {
  name: string;
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string;
  hint?: ReactNode;
}

/** A labelled checkbox, its hint and error wired to it like TextField's. */
export function CheckField({
  name,
  label,
  checked,
  onCheckedChange,
  error,
  hint,
  className,
  ...input
}: CheckFieldProps) {
  const wiring = useFieldWiring(name, hint, error);
  return (
    <div className={className ?? 'form-check mb-3'}>
      <input
        {...input}
        {...wiring}
        name={name}
        type="checkbox"
        className={invalidClass('form-check-input', error)}
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      <label htmlFor={wiring.id} className="form-check-label">
        {label}
      </label>
      <FieldTexts id={wiring.id} hint={hint} error={error} />
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

/** The submit button of a form that can be closed unsaved, and its "Cancel". */
export function SubmitOrCancel({
  onCancel,
  ...submit
}: SubmitButtonProps & { onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-wrap gap-2">
      <SubmitButton {...submit} />
      <button type="button" className="btn btn-outline-dark" onClick={onCancel}>
        {t('formField.cancel')}
      </button>
    </div>
  );
}

type SelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'name' | 'value' | 'onChange'
>;

interface SelectFieldProps extends SelectProps {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onValueChange: (value: string) => void;
  error?: string;
}

export function SelectField({
  name,
  label,
  value,
  options,
  onValueChange,
  error,
  className,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame name={name} label={label} error={error} className={className}>
      {(wiring) => (
        <select
          {...select}
          {...wiring}
          name={name}
          className={invalidClass('form-select', error)}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
