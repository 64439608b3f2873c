import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { priceLabel } from '../../core/catalogue/price-label';
import type { CatalogueProduct } from '../../core/catalogue/product';
import { useContentLanguage } from '../site/use-content-language';
import { useFormatMoney } from '../site/use-format-money';

/** The price, with the retail price struck through when on sale; TBC for weight-priced items. */
export function Price({ sell, currency }: { sell: CatalogueProduct['sell']; currency: string }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const lng = useContentLanguage();
  const onSale = sell.salePrice > 0 && sell.sellBy !== 'w';
  return (
    <span className="price">
      {onSale && (
        <>
          <span className="visually-hidden">{t('product.wasPrice')}</span>
          <span className="price-old me-2">{formatMoney(sell.retailPrice, currency)}</span>
          <span className="visually-hidden">{t('product.nowPrice')}</span>
        </>
      )}
      <strong>{priceLabel(sell, currency, lng)}</strong>
      {onSale && <span className="badge text-bg-danger ms-2">-{sell.salePrice}%</span>}
    </span>
  );
}
