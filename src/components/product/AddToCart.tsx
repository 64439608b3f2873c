import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CatalogueProduct } from '../../core/catalogue/product';
import { sellableUnits } from '../../core/catalogue/stock';
import { useFormatMoney } from '../site/use-format-money';
import { salePriceCents } from '../../core/money/sale-price';
import { type ContentLanguage, localText } from '../../core/routes/languages';
import { useCartActions } from '../cart/use-cart-actions';
import { useQuantityDraft } from '../cart/use-quantity-draft';
import { notify } from '../layout/notify';
import { OptionSelect, type OptionChoice } from './OptionSelect';
import type { LiveProduct } from './use-live-product';
import { RetryAlert } from '../ui/RetryAlert';

export interface AddToCartProps {
  /** The live product once asked (ProductPurchase shows the wait). */
  live: Exclude<LiveProduct, { state: 'loading' }>;
  lng: ContentLanguage;
  currency: string;
  onRetry: () => void;
  /** The colour chosen (English name, '' for none), for the pictures. */
  onColourChange: (colour: string) => void;
}

type OptionField = 'size' | 'color' | 'style';
const OPTION_FIELDS: readonly OptionField[] = ['size', 'color', 'style'];
const NO_CHOICE: Record<OptionField, string> = { size: '', color: '', style: '' };

/**
 * Size, colour, style, pack and quantity, then the server's cart (add_cart): only with the
 * catalogue's stock of this moment. Every option the product has must be picked (its only one
 * is picked for the shopper), so the shop knows what to ship. The server decides what is
 * added; a refusal or a reduced quantity comes back as a toast from useCartActions.
 */
export function AddToCart({ live, lng, currency, onRetry, onColourChange }: AddToCartProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const { add, pending, lastError } = useCartActions();
  const id = useId();
  // Until the person types, the box shows the minimum purchase of the chosen pack or unit.
  const quantity = useQuantityDraft(null);
  const quantityBox = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState(NO_CHOICE);
  // The options the shopper tried to add without: marked until chosen.
  const [missing, setMissing] = useState<readonly OptionField[]>([]);
  const optionBoxes = useRef<Partial<Record<OptionField, HTMLSelectElement | null>>>({});
  const [pack, setPack] = useState('');

  // Sold out or withdrawn since the page checked: check again, so the page says so instead of
  // offering the form.
  useEffect(() => {
    if (lastError?.code === 'OUT_OF_STOCK' || lastError?.code === 'NOT_FOUND') onRetry();
  }, [lastError, onRetry]);

  if (live.state === 'failed') {
    return (
      <RetryAlert
        message={t('product.stockUnknown')}
        retry={t('product.retry')}
        onRetry={onRetry}
      />
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
  const named = (english: readonly string[], local: readonly string[]): OptionChoice[] =>
    english.map((value, index) => ({ value, label: local[index] || value }));
  const options: Record<OptionField, OptionChoice[]> = {
    size: product.sizes.map((value) => ({ value, label: value })),
    color: named(product.colors, product.lng[lng].colors),
    style: named(product.styles, product.lng[lng].styles),
  };
  const chosen = (field: OptionField): string =>
    picked[field] || (options[field].length === 1 ? (options[field][0]?.value ?? '') : '');
  const pick = (field: OptionField, value: string) => {
    setPicked((before) => ({ ...before, [field]: value }));
    setMissing((before) => before.filter((f) => f !== field));
    if (field === 'color') onColourChange(value);
  };
  const labels: Record<OptionField, { label: string; placeholder: string }> = {
    size: { label: t('product.size'), placeholder: t('product.chooseSize') },
    color: { label: t('product.color'), placeholder: t('product.chooseColor') },
    style: { label: t('product.style'), placeholder: t('product.chooseStyle') },
  };

  const chosenPack = product.sell.packs.find((p) => p.descr === pack);
  const minQuantity = chosenPack ? 1 : Math.max(1, product.sell.minPurchase);
  const maxQuantity = chosenPack ? Math.floor(available / chosenPack.quantity) : available;
  const name = product.lng[lng].name || product.lng.eng.name;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const unchosen = OPTION_FIELDS.filter((f) => options[f].length > 0 && !chosen(f));
    setMissing(unchosen);
    const [first] = unchosen;
    if (first) {
      optionBoxes.current[first]?.focus();
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
      size: chosen('size'),
      color: chosen('color'),
      style: chosen('style'),
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
      {OPTION_FIELDS.map((field) =>
        options[field].length > 1 ? (
          <OptionSelect
            key={field}
            ref={(box) => {
              optionBoxes.current[field] = box;
            }}
            id={`${id}-${field}`}
            {...labels[field]}
            options={options[field]}
            value={picked[field]}
            onChange={(value) => pick(field, value)}
            problem={missing.includes(field) ? labels[field].placeholder : ''}
          />
        ) : options[field].length === 1 ? (
          // The only one there is: said, not asked.
          <p key={field} className="mb-2">
            {labels[field].label}: {options[field][0]?.label}
          </p>
        ) : null,
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
                  descr: localText(p.descr, p.itaDescr, lng),
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
