import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useState, type FormEvent } from 'react';
import { SelectField, TextField } from '../../ui/forms/FormField';
import {
  CUSTOMER_STATUSES,
  CUSTOMER_TYPES,
  type CustomerCriteria,
  type CustomerStatusFilter,
  type CustomerTypeFilter,
} from './customer-criteria';

/**
 * Search text (sent with its button, not at each key) and the type and status choices (applied
 * at once). Every change starts again at page 1.
 */
export function CustomerFilters({
  criteria,
  onCriteria,
}: {
  criteria: CustomerCriteria;
  onCriteria: (criteria: CustomerCriteria) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(criteria.search);
  const apply = (change: Partial<CustomerCriteria>) =>
    onCriteria({ ...criteria, search, ...change, page: 1 });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({});
  };
  return (
    <form
      role="search"
      aria-label={t('adminPeople.customers.filters')}
      onSubmit={submit}
      className="row g-2 align-items-end mb-3"
    >
      <div className="col-md-5">
        <TextField
          name="search"
          type="text"
          label={t('adminPeople.customers.search')}
          value={search}
          onValueChange={setSearch}
          className="mb-0"
        />
      </div>
      <div className="col-auto">
        <button type="submit" className="btn btn-dark">
          {t('adminPeople.customers.searchButton')}
        </button>
      </div>
      <div className="col-sm-6 col-md">
        <SelectField
          name="type"
          label={t('adminPeople.customers.type')}
          value={criteria.type}
          options={CUSTOMER_TYPES.map((value) => ({
            value,
            label: t(`adminPeople.customers.typeFilter.${value || 'all'}`),
          }))}
          onValueChange={(value) => apply({ type: value as CustomerTypeFilter })}
          className="mb-0"
        />
      </div>
      <div className="col-sm-6 col-md">
        <SelectField
          name="status"
          label={t('adminPeople.customers.status')}
          value={criteria.status}
          options={CUSTOMER_STATUSES.map((value) => ({
            value,
            label: t(`adminPeople.customers.statusFilter.${value || 'all'}`),
          }))}
          onValueChange={(value) => apply({ status: value as CustomerStatusFilter })}
          className="mb-0"
        />
      </div>
    </form>
  );
}
