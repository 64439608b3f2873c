import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { statusText } from './order-actions';

/** An order's status label (Complete/Paid, Complete/Unpaid…) in the page's language. */
export function OrderStatusText({
  status,
  paymentStatus,
}: {
  status: string;
  paymentStatus: string;
}) {
  const { t } = useTranslation();
  const { key, fallback } = statusText(status, paymentStatus);
  return <>{t(key, { defaultValue: fallback })}</>;
}
