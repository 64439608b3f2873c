import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { PRICE_TBC } from '../../core/catalogue/price-label';
import type { ShopCartItem } from '../../core/cart/shop-cart';
import { useFormatMoney } from '../site/use-format-money';
import type { ContentLanguage } from '../../core/routes/languages';
import { productPath } from '../../core/routes/shop-routes';
import { useLineText } from '../orders/use-line-text';
import { LocalLink } from '../site/LocalLink';
import { itemName } from './cart-notices';
import { QuantityControl } from './QuantityControl';
import { useCartActions } from './use-cart-actions';
import { localText } from '../../core/routes/languages';
import { SquarePicture } from '../product/SquarePicture';

interface Props {
  item: ShopCartItem;
  lng: ContentLanguage;
  currency: string;
  taxIncluded: boolean;
}

/** One line of the server cart: what it is, its prices, and the controls that change it. */
export function CartLine({ item, lng, currency, taxIncluded }: Props) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const { update, remove, pending } = useCartActions();
  const name = itemName(item, lng);
  const lineText = useLineText();
  const choice = lineText.options(item);
  // A pack's price is the whole pack's and a weighed item's is per kg, whatever the product's
  // own description ("each") says.
  const priceDescr =
    lineText.priceNote(item) || localText(item.priceDescr, item.itaPriceDescr, lng);
  // The line as the shop's prices are entered, like the cart's total.
  const lineTotal = taxIncluded ? item.itemIncTax : item.itemExTax;

  return (
    <li className="d-flex gap-3 border-bottom py-3" data-testid="cart-line" aria-busy={pending}>
      <SquarePicture
        src={item.image}
        size={96}
        className="product-image rounded"
        style={{ width: 96 }}
      />
      <div className="flex-grow-1" style={{ minWidth: 0 }}>
        {/* The total beside the name, or under it when the name is long: on a 390 px phone a third
            column beside the controls made the page wider than the screen. */}
        <div className="d-flex flex-wrap justify-content-between column-gap-3">
          <h2 className="h6 mb-1">
            <LocalLink to={productPath(item.url)}>{name}</LocalLink>
          </h2>
          <p className="mb-1 text-nowrap fw-bold" data-testid="line-total">
            <span className="visually-hidden">{t('cart.lineTotal')}: </span>
            {item.tbc ? PRICE_TBC : formatMoney(lineTotal, currency)}
          </p>
        </div>
        {choice && <p className="small text-body-secondary mb-1">{choice}</p>}
        <p className="small mb-2" data-testid="unit-price">
          {t('cart.unitPrice')}: {item.tbc ? PRICE_TBC : formatMoney(item.unitPrice, currency)}
          {priceDescr && ` ${priceDescr}`}
        </p>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <QuantityControl
            name={name}
            quantity={item.quantity}
            min={Math.max(1, item.minPurchase)}
            max={item.available}
            busy={pending}
            onChange={(quantity) => void update(item.key, quantity)}
          />
          <button
            type="button"
            className="btn btn-link btn-sm"
            aria-disabled={pending}
            onClick={() => !pending && void remove(item.key)}
            aria-label={t('cart.removeItem', { name })}
          >
            {t('cart.remove')}
          </button>
          <span role="status" className="small text-body-secondary">
            {pending ? t('cart.updating') : ''}
          </span>
        </div>
      </div>
    </li>
  );
}
