import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldMessages, FormErrors } from '../../ui/forms/field-errors';
import type { FieldValue, FormValues } from './types';

/**
 * One reference form's values, messages and busy state. Like the account forms'
 * useAccountForm, but values may also be lists (a category's menu brands). A failed save keeps
 * every value and moves focus to the first invalid field, or to the alert.
 */
export function useReferenceForm<V extends FormValues>(initial: V) {
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
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? alertRef.current)?.focus();
  }, [failures]);

  /** Sets one value and clears its message: the administrator is fixing it. */
  const setValue = useCallback((name: string, value: FieldValue) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!current[name]) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  const fail = useCallback((failed: FormErrors) => {
    setErrors(failed.fields);
    setAlert(failed.alert);
    setFailures((n) => n + 1);
  }, []);

  /** Runs `send` with the buttons busy; a second submit while one runs is ignored. */
  const submit = useCallback(
    async (send: () => Promise<void>, explain: (err: unknown) => FormErrors) => {
      if (busyRef.current) return;
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

  return { values, setValue, errors, alert, busy, submit, fail, formRef, alertRef };
}
