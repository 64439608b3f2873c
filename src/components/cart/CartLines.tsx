import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import type { ShopCart } from '../../core/cart/shop-cart';
import type { ContentLanguage } from '../../core/routes/languages';
import { CartLine } from './CartLine';

/** The server cart's lines, each with its quantity control and remove button. */
export function CartLines({ cart, lng }: { cart: ShopCart; lng: ContentLanguage }) {
  const { t } = useTranslation();
  return (
    <ul className="list-unstyled" aria-label={t('cart.lines')}>
      {cart.items.map((item) => (
        <CartLine
          key={item.key}
          item={item}
          lng={lng}
          currency={cart.cart.currency}
          taxIncluded={cart.cart.taxIncluded}
        />
      ))}
    </ul>
  );
}
