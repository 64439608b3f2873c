import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useId, useState, type KeyboardEvent } from 'react';

interface Props {
  /** The product's name, for the controls' accessible names. */
  name: string;
  quantity: number;
  min: number;
  max: number;
  /** A change is on its way: the controls wait for its answer. */
  busy: boolean;
  onChange: (quantity: number) => void;
}

/**
 * − / number / + for one cart line. The number is sent when it is committed (blur or Enter),
 * not on every keystroke. Busy and bound buttons are aria-disabled rather than disabled, so
 * the button a keyboard user just pressed keeps the focus.
 */
export function QuantityControl({ name, quantity, min, max, busy, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(String(quantity));
  // The answer's quantity wins, also when the server kept the old one.
  useEffect(() => {
    if (!busy) setDraft(String(quantity));
  }, [quantity, busy]);

  const change = (next: number) => {
    if (busy) return;
    const bounded = Math.min(Math.max(next, min), Math.max(max, min));
    if (bounded === quantity) setDraft(String(quantity));
    else onChange(bounded);
  };

  const commit = () => {
    const typed = Number(draft.trim());
    if (draft.trim() === '' || !Number.isFinite(typed)) setDraft(String(quantity));
    else change(Math.floor(typed));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit();
  };

  const lower = busy || quantity <= min;
  const higher = busy || quantity >= max;
  return (
    <div className="d-flex align-items-center gap-1" aria-busy={busy}>
      <label htmlFor={id} className="form-label mb-0 me-1">
        {t('product.quantity')}
        <span className="visually-hidden">: {name}</span>
      </label>
      <button
        type="button"
        className={`btn btn-outline-dark btn-sm${lower ? ' opacity-50' : ''}`}
        aria-disabled={lower}
        aria-label={t('cart.decrease', { name })}
        onClick={() => !lower && change(quantity - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        className="form-control form-control-sm text-center"
        style={{ width: '4.5rem' }}
        min={min}
        max={max}
        step={1}
        value={draft}
        readOnly={busy}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className={`btn btn-outline-dark btn-sm${higher ? ' opacity-50' : ''}`}
        aria-disabled={higher}
        aria-label={t('cart.increase', { name })}
        onClick={() => !higher && change(quantity + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
