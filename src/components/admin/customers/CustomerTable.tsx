import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { formatPostDate } from '../../../core/content/post-text';
import { useFormatMoney } from '../../site/use-format-money';
import { LocalLink } from '../../site/LocalLink';
import { fullName, type AdminCustomer } from './admin-customer';
import { languageKey } from '../reviews/language-key';
import { TableHead } from '../../ui/TableHead';

/** One page of customers; the email opens the customer. Money spent is in euro (cents). */
export function CustomerTable({
  label,
  customers,
  linkFor,
}: {
  label: string;
  customers: AdminCustomer[];
  linkFor: (id: string) => string;
}) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const { language } = useI18next();
  // Each heading also names its cell in the phone's card (table-cards.css).
  const head = (key: string) => t(`adminPeople.customers.column.${key}`);
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle table-cards">
        <caption className="visually-hidden">{label}</caption>
        <TableHead
          columns={[
            { label: head('email') },
            { label: head('name') },
            { label: head('nickName') },
            { label: head('type') },
            { label: head('status') },
            { label: head('language') },
            { label: head('joined') },
            { label: head('orders'), numeric: true },
            { label: head('spent'), numeric: true },
          ]}
        />
        <tbody>
          {customers.map((customer) => (
            <tr key={customer._id} data-testid="admin-customer">
              <th scope="row" className="fw-normal">
                <LocalLink to={linkFor(customer._id)}>{customer.userName}</LocalLink>
              </th>
              <td data-label={head('name')}>{fullName(customer)}</td>
              <td data-label={head('nickName')}>{customer.nickName}</td>
              <td data-label={head('type')}>
                {t(`adminPeople.customers.userType.${customer.userType === 'A' ? 'A' : 'C'}`)}
              </td>
              <td data-label={head('status')}>
                {t(`adminPeople.customers.userStatus.${customer.userStatus}`, {
                  defaultValue: customer.userStatus,
                })}
              </td>
              <td data-label={head('language')}>
                {t(`adminPeople.lng.${languageKey(customer.lng)}`)}
              </td>
              <td data-label={head('joined')}>{formatPostDate(customer.createdAt, language)}</td>
              <td className="text-end" data-label={head('orders')}>
                {customer.orders}
              </td>
              <td className="text-end" data-label={head('spent')}>
                {formatMoney(customer.spent, 'EUR')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
