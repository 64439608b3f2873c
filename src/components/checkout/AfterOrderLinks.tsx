import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { SHOP_PRODUCTS_PATH } from '../../core/routes/shop-routes';
import { LocalLink } from '../site/LocalLink';

/** Where to go once an order is placed (or PayPal sent nothing to finish): the orders, the shop. */
export function AfterOrderLinks({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`d-flex flex-wrap gap-2 ${className}`.trim()}>
      <LocalLink to="/orders" className="btn btn-shop">
        {t('checkout.complete.orders')}
      </LocalLink>
      <LocalLink to={SHOP_PRODUCTS_PATH} className="btn btn-outline-dark">
        {t('checkout.complete.shop')}
      </LocalLink>
    </div>
  );
}
