import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useId } from 'react';
import { formatPostDate } from '../../core/content/post-text';
import { lineName, type OrderEntry } from '../account/order-entry';
import { useContentLanguage } from '../site/use-content-language';

interface ParcelLine {
  _id: string;
  name: string;
  itaName: string;
  quantity: number;
}

interface Props {
  parcels: readonly OrderEntry['parcels'][number][];
  /** The order's lines, which the parcels name by id. */
  items: readonly ParcelLine[];
  /** The list's heading level in its page. */
  heading: 'h2' | 'h3';
}

/**
 * Each parcel an order left in (issue 26.3): when, with which carrier and tracking number
 * (a link to the carrier's page when it has one), and which lines are in it. The customer's
 * orders page and the back office's order show the same list.
 */
export function ParcelList({ parcels, items, heading: Heading }: Props) {
  const { t } = useTranslation();
  const { language } = useI18next();
  const lng = useContentLanguage();
  const headingId = useId();
  if (parcels.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mb-3" data-testid="parcels">
      <Heading id={headingId} className="h6">
        {t('orders.parcels')}
      </Heading>
      <ol className="list-unstyled mb-0">
        {parcels.map((parcel, index) => (
          <li
            key={parcel._id ?? 'order'}
            className="border rounded p-2 mb-2"
            aria-label={t('orders.parcel', { number: index + 1 })}
            data-testid="parcel"
          >
            <div className="fw-semibold">
              {t('orders.parcel', { number: index + 1 })}
              {parcel.shippedAt && (
                <>
                  {' — '}
                  {t('orders.shippedOn', { date: formatPostDate(parcel.shippedAt, language) })}
                </>
              )}
            </div>
            <dl className="row mb-1">
              {parcel.carrier && (
                <>
                  <dt className="col-sm-4 fw-normal">{t('orders.carrier')}</dt>
                  <dd className="col-sm-8" data-testid="parcel-carrier">
                    {parcel.carrier}
                  </dd>
                </>
              )}
              <dt className="col-sm-4 fw-normal">{t('orders.tracking')}</dt>
              <dd className="col-sm-8" data-testid="parcel-tracking">
                {parcel.trackingNo || '—'}
                {parcel.trackingLink && (
                  <>
                    {' '}
                    <a href={parcel.trackingLink}>
                      {t('orders.trackParcel', { number: index + 1 })}
                    </a>
                  </>
                )}
              </dd>
              {parcel.trackingComments && (
                <>
                  <dt className="col-sm-4 fw-normal">{t('orders.trackingComments')}</dt>
                  <dd className="col-sm-8" style={{ whiteSpace: 'pre-line' }}>
                    {parcel.trackingComments}
                  </dd>
                </>
              )}
              <dt className="col-sm-4 fw-normal">{t('orders.inParcel')}</dt>
              <dd className="col-sm-8">
                <ul className="mb-0 ps-3" data-testid="parcel-items">
                  {parcel.itemIds.map((itemId) => {
                    const line = items.find((candidate) => candidate._id === itemId);
                    return line ? (
                      <li key={itemId}>
                        {t('orders.parcelLine', {
                          quantity: line.quantity,
                          name: lineName(line, lng),
                        })}
                      </li>
                    ) : null;
                  })}
                </ul>
              </dd>
            </dl>
          </li>
        ))}
      </ol>
    </section>
  );
}
