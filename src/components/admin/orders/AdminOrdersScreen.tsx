import { navigate } from 'gatsby';
import React, { useCallback, useEffect, useMemo, useRef } from 'react';
import type { CallerAuth } from '../../../state/api-client';
import { useLocalPath } from '../../site/LocalLink';
import { OrderDetail } from './OrderDetail';
import { OrderListView } from './OrderListView';
import {
  orderListApiPath,
  orderListSearch,
  parseOrderListQuery,
  type OrderListQuery,
} from './order-list-query';
import { useOrderList } from './use-order-list';
import { useShippers } from './use-shippers';

const PAGE = '/admin_orders';

/**
 * /admin_orders (spec 4 and 5): the order list, or one order over it (?order=<id>). Every
 * criterion lives in the address, so a reload, a shared link and the browser's Back show the
 * same list; the list stays loaded while an order is open, and its row follows the actions.
 */
export function AdminOrdersScreen({
  auth,
  location,
}: {
  auth: CallerAuth;
  location: { search: string };
}) {
  const localPath = useLocalPath();
  const query = useMemo(() => parseOrderListQuery(location.search), [location.search]);
  const { list, patch, reload } = useOrderList(auth, orderListApiPath(query));
  const shippers = useShippers(auth);
  const lastOpened = useRef('');

  const go = useCallback(
    (next: OrderListQuery) => void navigate(`${localPath(PAGE)}${orderListSearch(next)}`),
    [localPath],
  );
  const orderPath = (orderId: string) => `${PAGE}${orderListSearch({ ...query, order: orderId })}`;
  const back = useCallback(() => go({ ...query, order: '' }), [go, query]);

  // Back from an order: the keyboard continues from that order's link in the list.
  useEffect(() => {
    if (query.order) {
      lastOpened.current = query.order;
      return;
    }
    if (lastOpened.current && list.state === 'ready') {
      document.getElementById(`order-link-${lastOpened.current}`)?.focus();
      lastOpened.current = '';
    }
  }, [query.order, list.state]);

  if (query.order) {
    return (
      <OrderDetail
        key={query.order}
        auth={auth}
        orderId={query.order}
        shippers={shippers}
        onBack={back}
        onChanged={patch}
      />
    );
  }
  return (
    <OrderListView query={query} list={list} onQuery={go} onRetry={reload} orderPath={orderPath} />
  );
}
