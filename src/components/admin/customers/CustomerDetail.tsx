import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useRef, useState } from 'react';
import { formatPostDate } from '../../../core/content/post-text';
import { useFormatMoney } from '../../site/use-format-money';
import type {
  adminCustomer,
  updateCustomerCall,
} from '../../../server/admin/customers/admin-customer-routes';
import { apiPost, type CallerAuth } from '../../../state/api-client';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormAlert } from '../../ui/forms/FormField';
import { errorText } from '../../ui/forms/form-failure';
import { LoadFailed } from '../../ui/LoadFailed';
import { useRouteData } from '../../session/use-signed-in-data';
import { useSessionGuard } from '../../session/use-session-guard';
import { notify } from '../../layout/notify';
import { LocalLink } from '../../site/LocalLink';
import { ActionButton } from '../reviews/ActionButton';
import {
  blockChange,
  changeName,
  fullName,
  typeChange,
  type CustomerAnswer,
  type CustomerChange,
  type CustomerOrder,
} from './admin-customer';
import { CustomerOrders } from './CustomerOrders';
import { languageKey } from '../reviews/language-key';

interface Detail {
  customer: CustomerAnswer['customer'] | null;
  orders: CustomerOrder[];
}

const pickDetail = (body: Partial<CustomerAnswer>): Detail => ({
  customer: body.customer ?? null,
  orders: Array.isArray(body.orders) ? body.orders : [],
});

/**
 * One customer: who they are, their orders, and Block / Unblock and Make administrator / Make
 * customer, each asked first. The confirmation closes before the call, so its button is not
 * labelled "Deleting…"; the action's own button shows the call running.
 */
export function CustomerDetail({
  auth,
  id,
  backTo,
}: {
  auth: CallerAuth;
  id: string;
  backTo: string;
}) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const { language } = useI18next();
  const { data, replace, reload } = useRouteData<typeof adminCustomer, Detail>(
    auth,
    `admin_customer?_id=${encodeURIComponent(id)}`,
    pickDetail,
  );
  const sessionGone = useSessionGuard();
  // The question stays set while the dialog fades out, so its text does not go blank.
  const [asking, setAsking] = useState<CustomerChange | null>(null);
  const [askOpen, setAskOpen] = useState(false);
  const [running, setRunning] = useState<string | null>(null);
  const [failure, setFailure] = useState('');
  const alert = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (failure) alert.current?.focus();
  }, [failure]);

  const back = (
    <p>
      <LocalLink to={backTo}>{t('adminPeople.customers.back')}</LocalLink>
    </p>
  );
  if (data.state === 'loading') {
    return (
      <>
        {back}
        <p role="status">{t('adminPeople.customers.loadingOne')}</p>
      </>
    );
  }
  if (data.state === 'failed') {
    return (
      <>
        {back}
        <LoadFailed error={data.error} onRetry={reload} />
      </>
    );
  }
  const { customer, orders } = data.data;
  if (!customer) {
    return (
      <>
        {back}
        <p role="alert">{t('error.NOT_FOUND')}</p>
      </>
    );
  }

  const change = async (wanted: CustomerChange) => {
    const name = changeName(wanted);
    setAskOpen(false);
    setFailure('');
    setRunning(name);
    try {
      const answer = await apiPost<typeof updateCustomerCall>(
        'admin_customers',
        { _id: customer._id, ...wanted },
        auth,
      );
      replace({ customer: { ...customer, ...answer.customer }, orders });
      notify(t(`adminPeople.customers.done.${name}`, { email: customer.userName }), 'success');
    } catch (err) {
      if (!sessionGone(err)) setFailure(errorText(err, t));
    } finally {
      setRunning(null);
    }
  };

  const block = blockChange(customer);
  const type = typeChange(customer);
  const asked = asking ? changeName(asking) : '';
  const field = (key: string) => t(`adminPeople.customers.column.${key}`);

  return (
    <>
      {back}
      <section aria-labelledby="admin-customer-heading">
        <h2 id="admin-customer-heading" className="h5">
          {customer.userName}
        </h2>
        <FormAlert ref={alert} message={failure} />
        <dl className="row small mb-3">
          <dt className="col-sm-3">{field('name')}</dt>
          <dd className="col-sm-9">{fullName(customer) || '—'}</dd>
          <dt className="col-sm-3">{field('nickName')}</dt>
          <dd className="col-sm-9">{customer.nickName || '—'}</dd>
          <dt className="col-sm-3">{field('type')}</dt>
          <dd className="col-sm-9">
            {t(`adminPeople.customers.userType.${customer.userType === 'A' ? 'A' : 'C'}`)}
          </dd>
          <dt className="col-sm-3">{field('status')}</dt>
          <dd className="col-sm-9">
            {t(`adminPeople.customers.userStatus.${customer.userStatus}`, {
              defaultValue: customer.userStatus,
            })}
          </dd>
          <dt className="col-sm-3">{field('language')}</dt>
          <dd className="col-sm-9">{t(`adminPeople.lng.${languageKey(customer.lng)}`)}</dd>
          <dt className="col-sm-3">{field('joined')}</dt>
          <dd className="col-sm-9">{formatPostDate(customer.createdAt, language)}</dd>
          <dt className="col-sm-3">{field('spent')}</dt>
          <dd className="col-sm-9">{formatMoney(customer.spent ?? 0, 'EUR')}</dd>
        </dl>
        <div className="d-flex flex-wrap gap-2 mb-4">
          <ActionButton
            label={t(`adminPeople.customers.action.${changeName(block)}`)}
            busyLabel={t('formField.saving')}
            busy={running === changeName(block)}
            unavailable={running !== null}
            className={
              changeName(block) === 'block' ? 'btn btn-outline-danger' : 'btn btn-outline-dark'
            }
            onClick={() => {
              setAsking(block);
              setAskOpen(true);
            }}
          />
          <ActionButton
            label={t(`adminPeople.customers.action.${changeName(type)}`)}
            busyLabel={t('formField.saving')}
            busy={running === changeName(type)}
            unavailable={running !== null}
            className="btn btn-outline-dark"
            onClick={() => {
              setAsking(type);
              setAskOpen(true);
            }}
          />
        </div>
        <h3 className="h6">{t('adminPeople.customers.ordersHeading')}</h3>
        <CustomerOrders orders={orders} />
      </section>
      <ConfirmDialog
        show={askOpen}
        title={asked ? t(`adminPeople.customers.confirm.${asked}.title`) : ''}
        message={
          asked
            ? t(`adminPeople.customers.confirm.${asked}.message`, { email: customer.userName })
            : ''
        }
        confirmLabel={asked ? t(`adminPeople.customers.action.${asked}`) : ''}
        busy={false}
        onConfirm={() => {
          if (asking) void change(asking);
        }}
        onCancel={() => setAskOpen(false)}
      />
    </>
  );
}
