import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useId, type KeyboardEvent } from 'react';
import { useQuantityDraft } from './use-quantity-draft';

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
 * not on every keystroke, and only when it is a quantity the cart can take. Busy and bound buttons are aria-disabled rather than disabled, so
 * the button a keyboard user just pressed keeps the focus.
 */
export function QuantityControl({ name, quantity, min, max, busy, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const box = useQuantityDraft(String(quantity));
  const { change: setDraft } = box;
  // The answer's quantity wins, also when the server kept the old one.
  useEffect(() => {
    if (!busy) setDraft(String(quantity));
  }, [quantity, busy, setDraft]);

  const step = (next: number) => {
    if (busy) return;
    const bounded = Math.min(Math.max(next, min), Math.max(max, min));
    if (bounded === quantity) setDraft(String(quantity));
    else onChange(bounded);
  };

  // A typed quantity is sent only when it is one the cart can take; otherwise its message shows
  // and the text stays as typed, to be corrected.
  const commit = () => {
    if (busy || box.draft === String(quantity)) return;
    const typed = box.check(min, max);
    if (typed !== null && typed !== quantity) onChange(typed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    commit();
  };

  const lower = busy || quantity <= min;
  const higher = busy || quantity >= max;
  return (
    <div>
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
          onClick={() => !lower && step(quantity - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className={`form-control form-control-sm text-center${box.message ? ' is-invalid' : ''}`}
          style={{ width: '4.5rem' }}
          readOnly={busy}
          {...box.inputProps(min, `${id}-problem`)}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className={`btn btn-outline-dark btn-sm${higher ? ' opacity-50' : ''}`}
          aria-disabled={higher}
          aria-label={t('cart.increase', { name })}
          onClick={() => !higher && step(quantity + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {box.message && (
        <p id={`${id}-problem`} className="invalid-feedback d-block mb-0">
          {box.message}
        </p>
      )}
    </div>
  );
}
