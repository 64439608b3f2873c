import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import type { ShopCart } from '../../core/cart/shop-cart';
import { useFormatMoney } from '../site/use-format-money';
import { NextSteps } from '../site/NextSteps';

/**
 * The cart's figures as the server computed them: items, tax and total (delivery is priced at
 * checkout, once the address is known), with the way on to checkout.
 */
export function CartSummary({ cart, headingId }: { cart: ShopCart; headingId: string }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const { currency, taxIncluded, totalItems, totalPrice, hasWeightItems } = cart.cart;
  const money = (cents: number) => formatMoney(cents, currency);
  return (
    <div className="card card-body">
      <h2 id={headingId} className="h5">
        {t('cart.summary')}
      </h2>
      <dl className="row mb-2" data-testid="cart-summary">
        <dt className="col-7 fw-normal">{t('cart.items')}</dt>
        <dd className="col-5 text-end mb-1">{totalItems}</dd>
        {taxIncluded ? (
          <>
            <dt className="col-7">{t('cart.total')}</dt>
            <dd className="col-5 text-end fw-bold mb-1" data-testid="cart-total">
              {money(totalPrice)}
            </dd>
            <dt className="col-7 fw-normal">{t('cart.tax')}</dt>
            <dd className="col-5 text-end mb-1" data-testid="cart-tax">
              {money(cart.delivery.cartTax)}
            </dd>
          </>
        ) : (
          <>
            <dt className="col-7 fw-normal">{t('cart.totalExTax')}</dt>
            <dd className="col-5 text-end mb-1">{money(totalPrice)}</dd>
            <dt className="col-7 fw-normal">{t('cart.taxAdded')}</dt>
            <dd className="col-5 text-end mb-1" data-testid="cart-tax">
              {money(cart.delivery.cartTax)}
            </dd>
            <dt className="col-7">{t('cart.total')}</dt>
            <dd className="col-5 text-end fw-bold mb-1" data-testid="cart-total">
              {money(cart.delivery.cartIncTax)}
            </dd>
          </>
        )}
      </dl>
      {hasWeightItems && <p className="small text-body-secondary">{t('cart.tbcNote')}</p>}
      <p className="small text-body-secondary">{t('cart.deliveryLater')}</p>
      <NextSteps
        main={{ to: '/checkout', label: t('cart.checkout') }}
        other={{ to: '/shop/products', label: t('cart.continue') }}
        stacked
      />
    </div>
  );
}
