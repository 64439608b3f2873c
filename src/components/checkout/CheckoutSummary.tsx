import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useId } from 'react';
import type { ShopCart } from '../../core/cart/shop-cart';
import { PRICE_TBC } from '../../core/catalogue/price-label';
import { deliveredOutsideEu } from '../../core/delivery/eu-members';
import { useLineText } from '../orders/use-line-text';
import { useContentLanguage } from '../site/use-content-language';
import { useFormatMoney } from '../site/use-format-money';
import { cartFigures } from './summary-figures';

/**
 * The order summary beside steps 1 and 2 (below them on a phone): what is being bought and the
 * totals as the server priced them, so the shopper sees the amount while choosing the address,
 * the delivery and the payment. Delivery reads "—" until an address has priced it.
 */
export function CheckoutSummary({ cart }: { cart: ShopCart }) {
  const { t } = useTranslation();
  const lng = useContentLanguage();
  const formatMoney = useFormatMoney();
  const lineText = useLineText();
  const headingId = useId();
  const { lines, totals } = cartFigures(cart, lng);
  const money = (cents: number | null) =>
    cents === null ? PRICE_TBC : formatMoney(cents, totals.currency);
  const priced = cart.address !== null && cart.delivery.options.length > 0;
  return (
    <aside className="card card-body" aria-labelledby={headingId} data-testid="checkout-summary">
      <h2 id={headingId} className="h5">
        {t('checkout.summary.heading')}
      </h2>
      <ul className="list-unstyled mb-3">
        {lines.map((line) => {
          const options = lineText.options(line.options);
          return (
            <li key={line.key} className="d-flex justify-content-between gap-2 mb-2">
              <span className="text-break">
                {t('checkout.summary.lineName', { name: line.name, quantity: line.quantity })}
                {options && <span className="d-block small text-body-secondary">{options}</span>}
              </span>
              <span className="text-end text-nowrap">{money(line.total)}</span>
            </li>
          );
        })}
      </ul>
      <dl className="row mb-0">
        <dt className="col-7 fw-normal">{t('checkout.summary.items')}</dt>
        <dd className="col-5 text-end mb-1">{money(totals.items)}</dd>
        <dt className="col-7 fw-normal">{t('checkout.summary.delivery')}</dt>
        <dd className="col-5 text-end mb-1">{priced ? money(totals.delivery) : '—'}</dd>
        <dt className="col-7">{t('checkout.summary.total')}</dt>
        <dd className="col-5 text-end fw-bold mb-1" data-testid="checkout-summary-total">
          {money(totals.total)}
        </dd>
      </dl>
      {totals.hasTbc && (
        <p className="small text-body-secondary mt-2 mb-0">{t('checkout.summary.tbcNote')}</p>
      )}
      {priced && cart.address && deliveredOutsideEu(cart.address.addrCountry) && (
        <p className="small text-body-secondary mt-2 mb-0" data-testid="outside-eu-note">
          {t('checkout.summary.outsideEu')}
        </p>
      )}
    </aside>
  );
}
