import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import type { AdminOrder } from './admin-order';
import { formatDateTime } from '../../../core/dates/date-time-format';
import { eventDetails } from './event-details';
import { oldestFirst } from './history-order';
import { eventText } from './order-actions';
import { lineName } from '../../account/order-entry';
import { useContentLanguage } from '../../site/use-content-language';

/**
 * What happened to the order, oldest first as the heading says, each with its day and minute
 * and by whom (the shop when nobody); an item is named in the back office's language.
 */
export function OrderHistory({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const { language } = useI18next();
  const lng = useContentLanguage();
  const itemName = (itemId: string | null) => {
    const item = itemId ? order.items.find((line) => line._id === itemId) : undefined;
    return item ? lineName(item, lng) : '';
  };
  return (
    <section aria-labelledby="admin-order-history" className="mb-4">
      <h3 id="admin-order-history" className="h5">
        {t('adminOrders.history.title')}
      </h3>
      {order.events.length === 0 ? (
        <p>{t('adminOrders.history.empty')}</p>
      ) : (
        <ol className="list-group" aria-labelledby="admin-order-history">
          {oldestFirst(order.events).map((event, index) => {
            const { key, fallback } = eventText(event.action);
            const item = itemName(event.itemId);
            return (
              <li key={`${event.at}-${index}`} className="list-group-item">
                <div className="fw-semibold">
                  {t(key, { defaultValue: fallback })}
                  {item && ` — ${item}`}
                </div>
                {eventDetails(event.details).map(({ key: detail, value }) => (
                  <div key={detail} className="small" style={{ whiteSpace: 'pre-line' }}>
                    {t(`adminOrders.eventDetail.${detail}`)}: {value}
                  </div>
                ))}
                <div className="small text-body-secondary">
                  <time dateTime={event.at}>{formatDateTime(event.at, language)}</time>
                  {' · '}
                  {event.by ?? t('adminOrders.history.system')}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
