import { navigate } from 'gatsby';
import React from 'react';
import type { CallerAuth } from '../../../state/api-client';
import { useLocalPath } from '../../site/LocalLink';
import { CustomerDetail } from './CustomerDetail';
import { CustomerList } from './CustomerList';
import { customerAddress, parseCustomerAddress, type CustomerCriteria } from './customer-criteria';

/** /admin_customers: the list by the address's criteria, or one customer (?customer=<id>). */
export function CustomersScreen({ auth, search }: { auth: CallerAuth; search: string }) {
  const localPath = useLocalPath();
  const { criteria, customer } = parseCustomerAddress(search);
  const go = (next: CustomerCriteria, id = '') =>
    void navigate(`${localPath('/admin_customers')}${customerAddress(next, id)}`);

  if (customer) {
    return (
      <CustomerDetail
        key={customer}
        auth={auth}
        id={customer}
        backTo={`/admin_customers${customerAddress(criteria)}`}
      />
    );
  }
  return <CustomerList auth={auth} criteria={criteria} onCriteria={go} />;
}
