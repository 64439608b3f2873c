import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import type { ShopCartAddress } from '../../core/cart/shop-cart';
import { formatPostDate } from '../../core/content/post-text';
import { deliveryWindow } from '../../core/delivery/delivery-window';
import { countryName, useDeliveryCountries } from '../account/use-delivery-countries';
import { useContentLanguage } from '../site/use-content-language';

/** An address as a label reads it, with the country's name in the page's language. */
export function PostalAddress({ address }: { address: ShopCartAddress }) {
  const lng = useContentLanguage();
  const countries = useDeliveryCountries();
  const country = countries?.find((entry) => entry.code === address.addrCountry);
  const lines = [
    address.addrName,
    address.addrLine1,
    address.addrLine2,
    [address.addrCode, address.addrCity, address.addrRegion].filter(Boolean).join(' '),
    country ? countryName(country, lng) : address.addrCountry,
    address.addrTel,
    address.addrEmail,
  ].filter(Boolean);
  return (
    <address className="mb-0">
      {lines.map((line, index) => (
        <React.Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </React.Fragment>
      ))}
    </address>
  );
}

/**
 * "Expected between 3 March 2026 and 5 March 2026", or "Expected on 3 March 2026" for a one-day
 * range, in the page's language; '' without dates.
 */
export function useDeliveryWindow(): (from: string | null, to: string | null) => string {
  const { t } = useTranslation();
  const { language } = useI18next();
  return (from, to) => {
    const window = deliveryWindow(from, to);
    if (!window) return '';
    if (window.kind === 'on') {
      return t('checkout.delivery.windowOn', { date: formatPostDate(window.date, language) });
    }
    return t('checkout.delivery.window', {
      from: formatPostDate(window.from, language),
      to: formatPostDate(window.to, language),
    });
  };
}

interface Props {
  address: ShopCartAddress | null;
  deliveryType: string;
  deliveryDate: { from: string | null; to: string | null } | null;
}

/** Where the order goes and how, for the review step and the confirmation. */
export function DeliveryDetails({ address, deliveryType, deliveryDate }: Props) {
  const { t } = useTranslation();
  const windowText = useDeliveryWindow();
  const expected = deliveryDate ? windowText(deliveryDate.from, deliveryDate.to) : '';
  return (
    <dl className="row mb-3" data-testid="checkout-delivery">
      <dt className="col-sm-4">{t('checkout.summary.deliverTo')}</dt>
      <dd className="col-sm-8">{address ? <PostalAddress address={address} /> : '—'}</dd>
      <dt className="col-sm-4">{t('checkout.summary.deliveryType')}</dt>
      <dd className="col-sm-8">
        {t(`checkout.delivery.type.${deliveryType}`, { defaultValue: deliveryType })}
        {expected && <div className="small">{expected}</div>}
      </dd>
    </dl>
  );
}
