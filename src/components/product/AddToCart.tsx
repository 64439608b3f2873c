import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useId, useState, type FormEvent } from 'react';
import { availableUnits, cartItemFromProduct } from '../../core/cart/browser-cart';
import type { CatalogueProduct } from '../../core/catalogue/product';
import type { ContentLanguage } from '../../core/routes/languages';
import { useAppDispatch } from '../../state/hooks';
import { shopActions } from '../../state/shop-slice';
import { notify } from '../layout/notify';
import type { LiveProduct } from './use-live-product';

interface Props {
  live: LiveProduct;
  lng: ContentLanguage;
  currency: string;
  onRetry: () => void;
}

/** Size, colour and quantity, then the cart: only with the catalogue's stock of this moment. */
export function AddToCart({ live, lng, currency, onRetry }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const [quantity, setQuantity] = useState(1);
  const [size, setSize] = useState('');
  const [color, setColor] = useState('');

  if (live.state === 'loading') {
    return (
      <p role="status" className="text-body-secondary">
        {t('product.checkingStock')}
      </p>
    );
  }
  if (live.state === 'failed') {
    return (
      <div role="alert" className="alert alert-warning">
        <p>{t('product.stockUnknown')}</p>
        <button type="button" className="btn btn-outline-dark btn-sm" onClick={onRetry}>
          {t('product.retry')}
        </button>
      </div>
    );
  }
  if (live.state === 'gone') {
    return <p className="alert alert-secondary">{t('product.unavailable')}</p>;
  }

  const product: CatalogueProduct = live.product;
  const available = availableUnits(product);
  if (available <= 0) {
    return (
      <p className="alert alert-secondary" data-testid="out-of-stock">
        {t('product.outOfStock')}
      </p>
    );
  }
  const colors = product.lng[lng].colors.length > 0 ? product.lng[lng].colors : product.colors;
  const needsSize = product.sizes.length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (needsSize && !size) {
      notify(t('product.chooseSize'), 'error');
      return;
    }
    const item = cartItemFromProduct(product, {
      quantity,
      size,
      color: color || (colors.length === 1 ? (colors[0] ?? '') : ''),
    });
    dispatch(shopActions.itemAdded({ item, now: new Date().toISOString(), currency }));
    notify(t('product.added', { name: product.lng[lng].name || product.lng.eng.name }), 'success');
  };

  return (
    <form onSubmit={submit} className="mt-3" aria-label={t('product.addForm')}>
      <p className="text-success" data-testid="in-stock">
        {t('product.inStock', { count: available })}
      </p>
      {needsSize && (
        <div className="mb-2">
          <label htmlFor={`${id}-size`} className="form-label">
            {t('product.size')}
          </label>
          <select
            id={`${id}-size`}
            className="form-select"
            required
            value={size}
            onChange={(event) => setSize(event.target.value)}
          >
            <option value="">{t('product.chooseSize')}</option>
            {product.sizes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
      )}
      {colors.length > 1 && (
        <div className="mb-2">
          <label htmlFor={`${id}-color`} className="form-label">
            {t('product.color')}
          </label>
          <select
            id={`${id}-color`}
            className="form-select"
            value={color}
            onChange={(event) => setColor(event.target.value)}
          >
            <option value="">{t('product.anyColor')}</option>
            {colors.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="mb-3" style={{ maxWidth: '8rem' }}>
        <label htmlFor={`${id}-qty`} className="form-label">
          {t('product.quantity')}
        </label>
        <input
          id={`${id}-qty`}
          type="number"
          className="form-control"
          min={Math.max(1, product.sell.minPurchase)}
          max={available}
          value={quantity}
          onChange={(event) =>
            setQuantity(Math.max(1, Math.floor(Number(event.target.value) || 1)))
          }
        />
      </div>
      <button type="submit" className="btn btn-shop btn-lg">
        {t('product.addToCart')}
      </button>
    </form>
  );
}
