import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { LoadFailed } from '../../ui/LoadFailed';
import { Pager } from '../../ui/Pager';
import { OrderFilters } from './OrderFilters';
import { OrderTable } from './OrderTable';
import { pageTotal, type OrderListQuery } from './order-list-query';
import type { OrderListState } from './use-order-list';

interface Props {
  query: OrderListQuery;
  list: OrderListState;
  onQuery: (next: OrderListQuery) => void;
  onRetry: () => void;
  orderPath: (orderId: string) => string;
}

/** The order list: its criteria, one page of orders and the way to the others. */
export function OrderListView({ query, list, onQuery, onRetry, orderPath }: Props) {
  const { t } = useTranslation();
  const answer = list.state === 'ready' ? list.answer : null;
  const pages = answer ? pageTotal(answer.total, answer.rows) : 1;
  return (
    <>
      <OrderFilters query={query} onChange={onQuery} returnsToHandle={answer?.returnsToHandle} />
      {list.state === 'loading' && <p role="status">{t('adminOrders.loading')}</p>}
      {list.state === 'failed' && <LoadFailed error={list.error} onRetry={onRetry} />}
      {answer && (
        <>
          <p role="status" aria-live="polite" data-testid="admin-order-count">
            {t('adminOrders.count', { count: answer.total })}
          </p>
          {/* Issue 26.7: why numbers are missing (docs/decisions.md, "order number gaps"). */}
          <p className="small text-body-secondary" data-testid="order-number-gaps">
            {t('adminOrders.numberGaps')}
          </p>
          {answer.orders.length > 0 && <OrderTable rows={answer.orders} orderPath={orderPath} />}
          <Pager
            texts="adminOrders.pages"
            span={{ page: answer.page, pages }}
            onPage={(page) => onQuery({ ...query, page })}
          />
        </>
      )}
    </>
  );
}
