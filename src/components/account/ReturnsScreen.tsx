import { navigate } from 'gatsby';
import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useRef } from 'react';
import { formatPostDate } from '../../core/content/post-text';
import type { CallerAuth } from '../../state/api-client';
import { notify } from '../layout/notify';
import { LocalLink, useLocalPath } from '../site/LocalLink';
import { useContentLanguage } from '../site/use-content-language';
import { LoadFailed } from '../ui/LoadFailed';
import { lineName, type OrderEntry, type ReturnEntry } from './order-entry';
import { ReturnForm } from './ReturnForm';
import type { getOrders, getReturns } from '../../server/account/account-routes';
import { useRouteData } from '../session/use-signed-in-data';

/** The line the address names (?order=&item=), found among the customer's orders. */
function ReturnRequest({
  auth,
  orderId,
  itemId,
  onSaved,
  onCancel,
}: {
  auth: CallerAuth;
  orderId: string;
  itemId: string;
  onSaved: (request: ReturnEntry | undefined) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { data, reload } = useRouteData<typeof getOrders, OrderEntry[]>(
    auth,
    'orders',
    (answer) => answer.orders,
  );
  if (data.state === 'loading') return <p role="status">{t('returns.itemLoading')}</p>;
  if (data.state === 'failed') return <LoadFailed error={data.error} onRetry={reload} />;
  const order = data.data.find((entry) => entry._id === orderId);
  const line = order?.items.find((item) => item._id === itemId);
  if (!order || !line) {
    return (
      <div role="alert" className="alert alert-warning" data-testid="return-item-missing">
        {t('returns.itemMissing')}
      </div>
    );
  }
  if (!line.returnable) {
    return (
      <div role="alert" className="alert alert-warning" data-testid="return-not-allowed">
        {t('error.RETURN_NOT_ALLOWED')}
      </div>
    );
  }
  return <ReturnForm auth={auth} order={order} line={line} onSaved={onSaved} onCancel={onCancel} />;
}

/**
 * /returns: the customer's return requests (GET returns) and, for ?order=&item= (the orders
 * page's "Return" links), the form asking to return that line.
 */
export function ReturnsScreen({
  auth,
  orderId,
  itemId,
}: {
  auth: CallerAuth;
  orderId: string;
  itemId: string;
}) {
  const { t } = useTranslation();
  const { language } = useI18next();
  const lng = useContentLanguage();
  const localPath = useLocalPath();
  const { data, replace, reload } = useRouteData<typeof getReturns, ReturnEntry[]>(
    auth,
    'returns',
    (answer) => answer.returns,
  );
  const listHeading = useRef<HTMLHeadingElement>(null);
  const focusList = useRef(false);
  const asking = Boolean(orderId && itemId);

  useEffect(() => {
    if (!asking && focusList.current) {
      focusList.current = false;
      listHeading.current?.focus();
    }
  }, [asking]);

  const closeForm = () => {
    focusList.current = true;
    void navigate(localPath('/returns'));
  };

  return (
    <>
      {asking && (
        <ReturnRequest
          auth={auth}
          orderId={orderId}
          itemId={itemId}
          onSaved={(request) => {
            if (request && data.state === 'ready') {
              replace([request, ...data.data.filter((entry) => entry._id !== request._id)]);
            } else {
              reload();
            }
            notify(t('returns.sent'), 'success');
            closeForm();
          }}
          onCancel={closeForm}
        />
      )}
      <h2 ref={listHeading} tabIndex={-1} className="h5">
        {t('returns.listHeading')}
      </h2>
      {data.state === 'loading' && <p role="status">{t('returns.loading')}</p>}
      {data.state === 'failed' && <LoadFailed error={data.error} onRetry={reload} />}
      {data.state === 'ready' && data.data.length === 0 && (
        <p data-testid="returns-empty">
          {t('returns.empty')} <LocalLink to="/orders">{t('returns.toOrders')}</LocalLink>
        </p>
      )}
      {data.state === 'ready' && data.data.length > 0 && (
        <ul className="list-unstyled" aria-label={t('returns.listHeading')}>
          {data.data.map((request) => (
            <li key={request._id} className="card mb-3" data-testid="return-request">
              <article className="card-body">
                <h3 className="h6 card-title">{lineName(request, lng)}</h3>
                <p className="mb-2">
                  <span className="badge text-bg-dark">
                    {t(`returns.status.${request.status}`)}
                  </span>
                  <span className="small text-body-secondary ms-2">
                    {t('returns.requestedOn', {
                      date: formatPostDate(request.dateAdded, language),
                      number: request.orderNo,
                    })}
                  </span>
                </p>
                <p className="mb-1">{t('returns.quantity', { quantity: request.quantity })}</p>
                <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>
                  {request.reason}
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
