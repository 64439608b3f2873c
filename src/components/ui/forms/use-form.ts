import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldMessages, FormErrors } from './field-errors';

/** One value of a form: a text, a checkbox, or a list of choices (a category's menu brands). */
export type FormValue = string | boolean | string[];

/** A text value's binding to its field, as `field(name)` gives it (for a field component). */
export interface FieldBinding {
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  error: string | undefined;
}

/** The names of a form's free-text values (not a checkbox's, not a fixed choice's). */
type TextName<V> = { [K in keyof V]: string extends V[K] ? K : never }[keyof V] & string;
/** The names of a form's checkbox values. */
type CheckName<V> = { [K in keyof V]: V[K] extends boolean ? K : never }[keyof V] & string;

/**
 * A form's values, its messages and its busy state: every form of the shop (account, checkout,
 * contact, admin) holds its state here. A failed submit keeps every value typed, shows the
 * messages and moves focus to the first invalid field, or to the alert when the failure
 * belongs to no field.
 */
export function useForm<V extends Record<string, FormValue>>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const busyRef = useRef(false);

  useEffect(() => {
    if (failures === 0) return;
    // A group of checkboxes or a list takes no aria-invalid: data-invalid marks it instead.
    const invalid = formRef.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"], [data-invalid="true"]',
    );
    (invalid ?? alertRef.current)?.focus();
  }, [failures]);

  /** Sets one value and clears that field's message: the person is fixing it. */
  const setValue = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!current[name as string]) return current;
      const next = { ...current };
      delete next[name as string];
      return next;
    });
  }, []);

  const fail = useCallback((failed: FormErrors) => {
    setErrors(failed.fields);
    setAlert(failed.alert);
    setFailures((n) => n + 1);
  }, []);

  /** The form-wide message goes: what it was about has been dealt with (a robot check solved). */
  const clearAlert = useCallback(() => setAlert(''), []);

  /**
   * Stops at the client's own checks (with `clientAlert` over them, where the form has one);
   * else runs `send` with the button busy and turns its failure into messages with `explain`.
   * A second submit while one runs is ignored.
   */
  const submit = useCallback(
    async (
      clientErrors: FieldMessages,
      send: () => Promise<void>,
      explain: (err: unknown) => FormErrors,
      clientAlert = '',
    ) => {
      if (busyRef.current) return;
      if (Object.keys(clientErrors).length > 0) {
        fail({ fields: clientErrors, alert: clientAlert });
        return;
      }
      setErrors({});
      setAlert('');
      busyRef.current = true;
      setBusy(true);
      try {
        await send();
      } catch (err) {
        fail(explain(err));
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [fail],
  );

  /** The props that tie a TextField or TextAreaField to one of the values and its message. */
  const field = <K extends TextName<V>>(name: K) => ({
    name,
    value: values[name] as string,
    onValueChange: (value: string) => setValue(name, value as V[K]),
    error: errors[name],
  });

  /** The props that tie a CheckField to one of the values and its message. */
  const check = <K extends CheckName<V>>(name: K) => ({
    name,
    checked: values[name] as boolean,
    onCheckedChange: (checked: boolean) => setValue(name, checked as V[K]),
    error: errors[name],
  });

  return {
    values,
    setValues,
    setValue,
    errors,
    alert,
    busy,
    submit,
    fail,
    clearAlert,
    formRef,
    alertRef,
    field,
    check,
  };
}
