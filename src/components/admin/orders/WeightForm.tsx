import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useId, useState, type FormEvent } from 'react';
import { lineGrams } from '../../../core/orders/line-options';
import { formatKilograms } from '../../../core/weight/weight';
import { BusyButton } from './BusyButton';
import { MAX_GRAMS, parseGrams } from './order-calls';

interface Props {
  /** The line's name, so each weight input says which line it weighs. */
  name: string;
  /** Grams per unit, as stored and as the server takes them. */
  grams: number;
  /** The line's bought items and the units in each, to show what the whole line weighs. */
  quantity: number;
  sellPack: number;
  busy: boolean;
  disabled: boolean;
  onSave: (grams: number) => void;
}

/**
 * A weight-priced line's weight, in grams per unit (the order's productWeight; the server
 * multiplies by the line's units, as cart pricing does). Under the box, what the whole line
 * then weighs, so an administrator who weighed the parcel sees at once what is charged.
 */
export function WeightForm({ name, grams, quantity, sellPack, busy, disabled, onSave }: Props) {
  const { t } = useTranslation();
  const { language } = useI18next();
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
  const typed = parseGrams(text);
  const units = quantity * Math.max(1, sellPack);
  return (
    <form className="mt-2" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-grams`} className="form-label small mb-1">
        {t('adminOrders.items.weight')}
        <span className="visually-hidden"> {name}</span>
      </label>
      {/* Wide enough for seven digits: a narrow table cell must not hide the last ones. */}
      <div className="input-group input-group-sm flex-nowrap" style={{ width: '16rem' }}>
        <input
          id={`${id}-grams`}
          className={`form-control${error ? ' is-invalid' : ''}`}
          style={{ minWidth: '6rem' }}
          inputMode="numeric"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-line${error ? ` ${id}-error` : ''}`}
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
      <div id={`${id}-line`} className="form-text small" aria-live="polite">
        {typed !== null &&
          t('adminOrders.items.weightLine', {
            units,
            grams: typed,
            weight: formatKilograms(
              lineGrams({ productWeight: typed, sellPack, quantity }),
              language,
            ),
          })}
      </div>
      {error && (
        <div id={`${id}-error`} role="alert" className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </form>
  );
}
