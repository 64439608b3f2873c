import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useId, useState, type FormEvent } from 'react';
import type { StockLevels } from '../../../core/catalogue/stock';
import type { CallerAuth } from '../../../state/api-client';
import { errorText } from '../../ui/forms/form-failure';
import { useSessionGuard } from '../../session/use-session-guard';
import { notify } from '../../layout/notify';
import type { AdminProduct } from './admin-product';
import { wholeNumberFromText } from './product-form-values';
import { saveStock } from './product-writes';

const FIELDS = ['inStock', 'minStock', 'criticalStock'] as const;

/** The list's quick stock edit: the three levels of one product, saved with PUT admin_product_stock. */
export function StockEditor({
  auth,
  product,
  onSaved,
  onClose,
}: {
  auth: CallerAuth;
  product: AdminProduct;
  onSaved: (product: AdminProduct) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const sessionGone = useSessionGuard();
  const [values, setValues] = useState(() =>
    Object.fromEntries(FIELDS.map((field) => [field, String(product.sell[field])])),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const numbers = FIELDS.map((field) => wholeNumberFromText(values[field] ?? ''));
    if (numbers.some((n) => n === null)) {
      setError(t('adminProducts.problem.count'));
      return;
    }
    const [inStock, minStock, criticalStock] = numbers as number[];
    const stock: StockLevels = {
      inStock: inStock!,
      minStock: minStock!,
      criticalStock: criticalStock!,
    };
    setBusy(true);
    setError('');
    try {
      onSaved(await saveStock(product._id, stock, auth));
      notify(t('adminProducts.stock.saved', { sku: product.sku }), 'success');
      onClose();
    } catch (err) {
      if (!sessionGone(err)) setError(errorText(err, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="d-flex flex-wrap align-items-end gap-2"
      onSubmit={(event) => void submit(event)}
      aria-label={t('adminProducts.stock.title', { sku: product.sku })}
    >
      {FIELDS.map((field) => (
        <div key={field}>
          <label htmlFor={`${id}-${field}`} className="form-label small mb-0">
            {t(`adminProducts.field.${field}`)}
          </label>
          <input
            id={`${id}-${field}`}
            className="form-control form-control-sm"
            style={{ width: '6rem' }}
            inputMode="numeric"
            value={values[field]}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setValues({ ...values, [field]: event.target.value })}
          />
        </div>
      ))}
      <button type="submit" className="btn btn-sm btn-primary" disabled={busy}>
        {busy && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true"></span>}
        {busy ? t('adminProducts.saving') : t('adminProducts.save')}
      </button>
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onClose}>
        {t('formField.cancel')}
      </button>
      {error && (
        <div id={`${id}-error`} role="alert" className="text-danger small w-100">
          {error}
        </div>
      )}
    </form>
  );
}
