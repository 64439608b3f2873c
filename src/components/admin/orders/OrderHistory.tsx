import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import type { AdminOrder } from './admin-order';
import { formatDateTime } from './format-time';
import { eventDetails } from './event-details';
import { eventText } from './order-actions';

/** What happened to the order, newest first, by whom (the system when nobody). */
export function OrderHistory({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const { language } = useI18next();
  const itemName = (itemId: string | null) =>
    itemId ? (order.items.find((item) => item._id === itemId)?.name ?? '') : '';
  return (
    <section aria-labelledby="admin-order-history" className="mb-4">
      <h3 id="admin-order-history" className="h5">
        {t('adminOrders.history.title')}
      </h3>
      {order.events.length === 0 ? (
        <p>{t('adminOrders.history.empty')}</p>
      ) : (
        <ol className="list-group">
          {order.events.map((event, index) => {
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
                  {t('adminOrders.history.byAt', {
                    by: event.by ?? t('adminOrders.history.system'),
                    at: formatDateTime(event.at, language),
                  })}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
