import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useId, useState, type FormEvent } from 'react';
import { BusyButton } from './BusyButton';
import { MAX_GRAMS, parseGrams } from './order-calls';

interface Props {
  /** The line's name, so each weight input says which line it weighs. */
  name: string;
  grams: number;
  busy: boolean;
  disabled: boolean;
  onSave: (grams: number) => void;
}

/** A weight-priced line's weight in grams; saving has the server reprice the order. */
export function WeightForm({ name, grams, busy, disabled, onSave }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(String(grams));
  const [error, setError] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = parseGrams(text);
    if (value === null) {
      setError(t('adminOrders.items.weightInvalid', { max: MAX_GRAMS }));
      return;
    }
    setError('');
    onSave(value);
  };
  return (
    <form className="mt-2" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-grams`} className="form-label small mb-1">
        {t('adminOrders.items.weight')}
        <span className="visually-hidden"> {name}</span>
      </label>
      <div className="input-group input-group-sm" style={{ maxWidth: '14rem' }}>
        <input
          id={`${id}-grams`}
          className={`form-control${error ? ' is-invalid' : ''}`}
          inputMode="numeric"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span className="input-group-text">g</span>
        <BusyButton
          type="submit"
          className="btn btn-outline-primary"
          busy={busy}
          disabled={disabled}
          label={t('adminOrders.items.saveWeight')}
          busyLabel={t('adminOrders.busy')}
        />
      </div>
      {error && (
        <div id={`${id}-error`} role="alert" className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </form>
  );
}
