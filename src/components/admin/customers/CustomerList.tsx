import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import type { CallerAuth } from '../../../state/api-client';
import { LoadFailed } from '../../ui/LoadFailed';
import type { adminCustomers } from '../../../server/admin/customers/admin-customer-routes';
import { useRouteData } from '../../session/use-signed-in-data';
import { Pager } from '../../ui/Pager';
import { pagedListOf, pageSpan, type PagedList } from '../admin-paging';
import type { AdminCustomer } from './admin-customer';
import { CustomerFilters } from './CustomerFilters';
import { CustomerTable } from './CustomerTable';
import { customerAddress, customersPath, type CustomerCriteria } from './customer-criteria';

/** The filters, then one page of the customers they match. */
export function CustomerList({
  auth,
  criteria,
  onCriteria,
}: {
  auth: CallerAuth;
  criteria: CustomerCriteria;
  onCriteria: (criteria: CustomerCriteria) => void;
}) {
  const { t } = useTranslation();
  const { data, reload } = useRouteData<typeof adminCustomers, PagedList<AdminCustomer>>(
    auth,
    customersPath(criteria),
    pagedListOf<AdminCustomer>('customers'),
  );
  const listName = t('adminPeople.customers.list');
  return (
    <>
      <CustomerFilters
        key={customerAddress({ ...criteria, page: 1 })}
        criteria={criteria}
        onCriteria={onCriteria}
      />
      {data.state === 'loading' && <p role="status">{t('adminPeople.customers.loading')}</p>}
      {data.state === 'failed' && <LoadFailed error={data.error} onRetry={reload} />}
      {data.state === 'ready' && (
        <>
          <p role="status" className="small text-body-secondary">
            {t('adminPeople.customers.count', { count: data.data.total })}
          </p>
          {data.data.items.length === 0 ? (
            <p>{t('adminPeople.customers.empty')}</p>
          ) : (
            <CustomerTable
              label={listName}
              customers={data.data.items}
              linkFor={(id) => `/admin_customers${customerAddress(criteria, id)}`}
            />
          )}
          <Pager
            texts="adminPeople.pager"
            list={listName}
            span={pageSpan(data.data)}
            onPage={(page) => onCriteria({ ...criteria, page })}
            className="flex-wrap my-3"
          />
        </>
      )}
    </>
  );
}
