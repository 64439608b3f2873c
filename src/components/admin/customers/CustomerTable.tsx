import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { formatPostDate } from '../../../core/content/post-text';
import { useFormatMoney } from '../../site/use-format-money';
import { LocalLink } from '../../site/LocalLink';
import { fullName, type AdminCustomer } from './admin-customer';
import { languageKey } from '../reviews/language-key';

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
  const head = (key: string) => t(`adminPeople.customers.column.${key}`);
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle">
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            <th scope="col">{head('email')}</th>
            <th scope="col">{head('name')}</th>
            <th scope="col">{head('nickName')}</th>
            <th scope="col">{head('type')}</th>
            <th scope="col">{head('status')}</th>
            <th scope="col">{head('language')}</th>
            <th scope="col">{head('joined')}</th>
            <th scope="col" className="text-end">
              {head('orders')}
            </th>
            <th scope="col" className="text-end">
              {head('spent')}
            </th>
          </tr>
        </thead>
        <tbody>
          {customers.map((customer) => (
            <tr key={customer._id} data-testid="admin-customer">
              <th scope="row" className="fw-normal">
                <LocalLink to={linkFor(customer._id)}>{customer.userName}</LocalLink>
              </th>
              <td>{fullName(customer)}</td>
              <td>{customer.nickName}</td>
              <td>
                {t(`adminPeople.customers.userType.${customer.userType === 'A' ? 'A' : 'C'}`)}
              </td>
              <td>
                {t(`adminPeople.customers.userStatus.${customer.userStatus}`, {
                  defaultValue: customer.userStatus,
                })}
              </td>
              <td>{t(`adminPeople.lng.${languageKey(customer.lng)}`)}</td>
              <td>{formatPostDate(customer.createdAt, language)}</td>
              <td className="text-end">{customer.orders}</td>
              <td className="text-end">{formatMoney(customer.spent, 'EUR')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
