import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { SHOP_PRODUCTS_PATH } from '../../core/routes/shop-routes';
import { LocalLink } from '../site/LocalLink';
import { useContentLanguage } from '../site/use-content-language';
import { DeliveryDetails } from './DeliveryDetails';
import { CheckoutFigures } from './CheckoutFigures';
import type { PlacedOrder } from './placed-order';
import { orderFigures } from './summary-figures';
import { AfterOrderLinks } from './AfterOrderLinks';

/** /checkout_complete: the thanks, the order's number and what was bought, sent where. */
export function OrderComplete({ order }: { order: PlacedOrder }) {
  const { t } = useTranslation();
  const lng = useContentLanguage();
  return (
    <div data-testid="order-complete">
      <div role="status" className="alert alert-success">
        <p className="lead mb-1">{t('checkout.complete.thanks')}</p>
        <p className="mb-0" data-testid="order-number">
          {t('checkout.complete.number', { number: order.orderNo })}
        </p>
      </div>
      <p>{t('checkout.complete.mailed')}</p>
      <h2 className="h5 mt-4">{t('checkout.complete.summary')}</h2>
      <DeliveryDetails
        address={order.address}
        deliveryType={order.delivery.deliveryType}
        deliveryDate={order.delivery.deliveryDate}
      />
      <CheckoutFigures
        figures={orderFigures(order, lng)}
        caption={t('checkout.complete.caption', { number: order.orderNo })}
      />
      <AfterOrderLinks className="mt-4" />
    </div>
  );
}

/** /checkout_complete opened without an order (typed in, or a new tab): the way to the shop. */
export function NoOrder() {
  const { t } = useTranslation();
  return (
    <div data-testid="no-order">
      <p>{t('checkout.complete.none')}</p>
      <div className="d-flex flex-wrap gap-2">
        <LocalLink to={SHOP_PRODUCTS_PATH} className="btn btn-shop">
          {t('checkout.complete.shop')}
        </LocalLink>
        <LocalLink to="/orders" className="btn btn-outline-dark">
          {t('checkout.complete.orders')}
        </LocalLink>
      </div>
    </div>
  );
}
