import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CatalogueProduct } from '../../core/catalogue/product';
import { sellableUnits } from '../../core/catalogue/stock';
import { useFormatMoney } from '../site/use-format-money';
import { salePriceCents } from '../../core/money/sale-price';
import type { ContentLanguage } from '../../core/routes/languages';
import { useCartActions } from '../cart/use-cart-actions';
import { useQuantityDraft } from '../cart/use-quantity-draft';
import { notify } from '../layout/notify';
import { FieldFrame, invalidClass } from '../ui/forms/FieldFrame';
import type { LiveProduct } from './use-live-product';

interface Props {
  live: LiveProduct;
  lng: ContentLanguage;
  currency: string;
  onRetry: () => void;
}

/**
 * Size, colour, pack and quantity, then the server's cart (add_cart): only with the
 * catalogue's stock of this moment. The server decides what is added; a refusal or a reduced
 * quantity comes back as a toast from useCartActions.
 */
export function AddToCart({ live, lng, currency, onRetry }: Props) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const { add, pending, lastError } = useCartActions();
  const id = useId();
  // Until the person types, the box shows the minimum purchase of the chosen pack or unit.
  const quantity = useQuantityDraft(null);
  const quantityBox = useRef<HTMLInputElement>(null);
  const [size, setSize] = useState('');
  // The shop's own message for a size left unchosen, in the page's language (the form is
  // noValidate: the browser's bubble would speak the browser's language, and no screen reader
  // hears it with the field).
  const [sizeError, setSizeError] = useState('');
  const sizeBox = useRef<HTMLSelectElement>(null);
  const [color, setColor] = useState('');
  const [pack, setPack] = useState('');

  // Sold out or withdrawn since the page checked: check again, so the page says so instead of
  // offering the form.
  useEffect(() => {
    if (lastError?.code === 'OUT_OF_STOCK' || lastError?.code === 'NOT_FOUND') onRetry();
  }, [lastError, onRetry]);

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
  const available = sellableUnits(product.sell);
  if (available <= 0) {
    return (
      <p className="alert alert-secondary" data-testid="out-of-stock">
        {t('product.outOfStock')}
      </p>
    );
  }
  const colors = product.lng[lng].colors.length > 0 ? product.lng[lng].colors : product.colors;
  const needsSize = product.sizes.length > 0;

  const chosenPack = product.sell.packs.find((p) => p.descr === pack);
  const minQuantity = chosenPack ? 1 : Math.max(1, product.sell.minPurchase);
  const maxQuantity = chosenPack ? Math.floor(available / chosenPack.quantity) : available;
  const name = product.lng[lng].name || product.lng.eng.name;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (needsSize && !size) {
      setSizeError(t('product.chooseSize'));
      sizeBox.current?.focus();
      return;
    }
    const count = quantity.check(minQuantity, maxQuantity);
    if (count === null) {
      quantityBox.current?.focus();
      return;
    }
    const cart = await add({
      sku: product.sku,
      quantity: count,
      size,
      color: color || (colors.length === 1 ? (colors[0] ?? '') : ''),
      pack,
    });
    if (cart) notify(t('product.added', { name }), 'success');
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="mt-3"
      aria-label={t('product.addForm')}
    >
      <p className="text-success" data-testid="in-stock">
        {t('product.inStock', { count: available })}
      </p>
      {needsSize && (
        <FieldFrame name="size" label={t('product.size')} error={sizeError} className="mb-2">
          {(wiring) => (
            <select
              {...wiring}
              ref={sizeBox}
              className={invalidClass('form-select', sizeError)}
              aria-required
              value={size}
              onChange={(event) => {
                setSize(event.target.value);
                setSizeError('');
              }}
            >
              <option value="">{t('product.chooseSize')}</option>
              {product.sizes.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
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
      {product.sell.packs.length > 0 && (
        <div className="mb-2">
          <label htmlFor={`${id}-pack`} className="form-label">
            {t('product.pack')}
          </label>
          <select
            id={`${id}-pack`}
            className="form-select"
            value={pack}
            onChange={(event) => setPack(event.target.value)}
          >
            <option value="">
              {t('product.singleUnit', { price: formatMoney(product.sell.price, currency) })}
            </option>
            {product.sell.packs.map((p) => (
              <option key={p.descr} value={p.descr} disabled={p.quantity > available}>
                {t('product.packOption', {
                  descr: (lng === 'ita' && p.itaDescr) || p.descr,
                  price: formatMoney(salePriceCents(p.price, product.sell.salePrice), currency),
                })}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="mb-3">
        <label htmlFor={`${id}-qty`} className="form-label">
          {t('product.quantity')}
        </label>
        <input
          ref={quantityBox}
          id={`${id}-qty`}
          className={`form-control${quantity.message ? ' is-invalid' : ''}`}
          style={{ maxWidth: '8rem' }}
          {...quantity.inputProps(minQuantity, `${id}-qty-problem`)}
          onChange={(event) => quantity.change(event.target.value)}
          onBlur={() => quantity.draft !== null && quantity.check(minQuantity, maxQuantity)}
        />
        {quantity.message && (
          <p id={`${id}-qty-problem`} className="invalid-feedback d-block mb-0">
            {quantity.message}
          </p>
        )}
      </div>
      <div className="d-flex flex-wrap align-items-center gap-3">
        {/* aria-disabled, not disabled: the button keeps the focus while the cart answers. */}
        <button
          type="submit"
          className={`btn btn-shop btn-lg${pending ? ' opacity-75' : ''}`}
          aria-disabled={pending}
        >
          {pending && (
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true"></span>
          )}
          {t('product.addToCart')}
        </button>
        <span role="status">{pending ? t('product.adding') : ''}</span>
      </div>
    </form>
  );
}
