import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { lineKey, type BrowserCart } from '../../core/cart/browser-cart';
import { priceLabel } from '../../core/catalogue/price-label';
import type { ContentLanguage } from '../../core/routes/languages';
import { productPath } from '../../core/routes/shop-routes';
import { useAppDispatch } from '../../state/hooks';
import { shopActions } from '../../state/shop-slice';
import { LocalLink } from '../site/LocalLink';

/** The cart's lines with quantity and remove controls. */
export function CartLines({ cart, lng }: { cart: BrowserCart; lng: ContentLanguage }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <ul className="list-unstyled" aria-label={t('cart.lines')}>
      {cart.items.map((item) => {
        const key = lineKey(item);
        const name = (lng === 'ita' && item.itaName) || item.name;
        const qtyId = `qty-${key}`;
        return (
          <li key={key} className="d-flex gap-3 border-bottom py-3" data-testid="cart-line">
            <img
              src={item.image}
              alt=""
              width={96}
              height={96}
              className="product-image rounded"
              style={{ width: 96 }}
            />
            <div className="flex-grow-1">
              <h2 className="h6 mb-1">
                <LocalLink to={productPath(item.url)}>{name}</LocalLink>
              </h2>
              <p className="small text-body-secondary mb-2">
                {[
                  item.size && `${t('product.size')}: ${item.size}`,
                  item.color && `${t('product.color')}: ${item.color}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              <div className="d-flex flex-wrap align-items-center gap-2">
                <label htmlFor={qtyId} className="form-label mb-0">
                  {t('product.quantity')}
                </label>
                <input
                  id={qtyId}
                  type="number"
                  className="form-control form-control-sm"
                  style={{ width: '5rem' }}
                  min={item.minPurchase}
                  max={item.available}
                  value={item.quantity}
                  onChange={(event) => {
                    const quantity = Math.floor(Number(event.target.value));
                    if (Number.isSafeInteger(quantity))
                      dispatch(shopActions.quantityChanged({ key, quantity }));
                  }}
                />
                <button
                  type="button"
                  className="btn btn-link btn-sm"
                  onClick={() => dispatch(shopActions.itemRemoved({ key }))}
                  aria-label={t('cart.removeItem', { name })}
                >
                  {t('cart.remove')}
                </button>
              </div>
            </div>
            <p className="text-end mb-0 text-nowrap">
              {priceLabel({ sellBy: item.sellBy, price: item.unitPrice }, cart.currency)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
