import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useId, useState, type FormEvent } from 'react';
import { ORDER_FILTERS } from '../../../core/orders/order-filters';
import {
  DEFAULT_ORDER_LIST,
  ORDER_SORTS,
  listCriterion,
  toggleFilter,
  type OrderListQuery,
  type OrderSortCode,
} from './order-list-query';

interface Props {
  query: OrderListQuery;
  onChange: (next: OrderListQuery) => void;
  /** How many orders have a return to handle (filter R's badge); unknown while loading. */
  returnsToHandle?: number | undefined;
}

/**
 * The order list's criteria (spec 4 and 5): status checks and the sort apply at once; the
 * search and the date range when the form is sent. A search overrides the checks and a date
 * range overrides both, so the overridden inputs say so instead of silently doing nothing.
 */
export function OrderFilters({ query, onChange, returnsToHandle }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState(query.search);
  const [dateFrom, setDateFrom] = useState(query.dateFrom);
  const [dateTo, setDateTo] = useState(query.dateTo);
  const [dateError, setDateError] = useState('');
  useEffect(() => {
    setSearch(query.search);
    setDateFrom(query.dateFrom);
    setDateTo(query.dateTo);
    setDateError('');
  }, [query.search, query.dateFrom, query.dateTo]);

  const criterion = listCriterion(query);
  const change = (patch: Partial<OrderListQuery>) => onChange({ ...query, ...patch, page: 1 });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (Boolean(dateFrom) !== Boolean(dateTo)) {
      setDateError(t('adminOrders.filters.bothDates'));
      document.getElementById(`${id}-${dateFrom ? 'to' : 'from'}`)?.focus();
      return;
    }
    setDateError('');
    change({ search: search.trim(), dateFrom, dateTo });
  };
  const clear = () => onChange({ ...DEFAULT_ORDER_LIST, sort: query.sort, filters: query.filters });

  const statusHint =
    criterion === 'date'
      ? t('adminOrders.filters.dateOverrides')
      : criterion === 'search'
        ? t('adminOrders.filters.searchOverrides')
        : '';
  const searchHint = criterion === 'date' ? t('adminOrders.filters.dateOverridesSearch') : '';

  return (
    <form
      role="search"
      aria-label={t('adminOrders.filters.label')}
      className="card card-body mb-3"
      onSubmit={apply}
      noValidate
    >
      <fieldset
        className="mb-3"
        disabled={criterion !== 'status'}
        aria-describedby={statusHint ? `${id}-status-hint` : undefined}
      >
        <legend className="h6">{t('adminOrders.filters.status')}</legend>
        {ORDER_FILTERS.map(({ code, label }) => (
          <div className="form-check form-check-inline" key={code}>
            <input
              className="form-check-input"
              type="checkbox"
              id={`${id}-filter-${code}`}
              checked={query.filters.includes(code)}
              onChange={() => change({ filters: toggleFilter(query.filters, code) })}
            />
            <label className="form-check-label" htmlFor={`${id}-filter-${code}`}>
              {t(`adminOrders.filter.${code}`, { defaultValue: label })}
              {code === 'R' && returnsToHandle !== undefined && returnsToHandle > 0 && (
                <span className="badge text-bg-danger ms-1" data-testid="returns-to-handle">
                  {returnsToHandle}
                  <span className="visually-hidden">
                    {' '}
                    {t('adminOrders.filter.returnsCount', { count: returnsToHandle })}
                  </span>
                </span>
              )}
            </label>
          </div>
        ))}
        {statusHint && (
          <p id={`${id}-status-hint`} className="form-text mb-0">
            {statusHint}
          </p>
        )}
      </fieldset>
      <div className="row g-3 align-items-end">
        <div className="col-md-4">
          <label htmlFor={`${id}-search`} className="form-label">
            {t('adminOrders.filters.search')}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className="form-control"
            value={search}
            maxLength={200}
            onChange={(event) => setSearch(event.target.value)}
            aria-describedby={`${id}-search-hint`}
          />
          <div id={`${id}-search-hint`} className="form-text">
            {searchHint || t('adminOrders.filters.searchHint')}
          </div>
        </div>
        <fieldset
          className="col-md-5"
          aria-describedby={dateError ? `${id}-date-error` : undefined}
        >
          <legend className="form-label fs-6 mb-2">{t('adminOrders.filters.dates')}</legend>
          <div className="d-flex flex-wrap gap-2">
            <div className="flex-fill">
              <label htmlFor={`${id}-from`} className="form-label small">
                {t('adminOrders.filters.from')}
              </label>
              <input
                id={`${id}-from`}
                type="date"
                className={`form-control${dateError && !dateFrom ? ' is-invalid' : ''}`}
                value={dateFrom}
                onChange={(event) => setDateFrom(event.target.value)}
                aria-invalid={dateError && !dateFrom ? true : undefined}
                aria-describedby={dateError ? `${id}-date-error` : undefined}
              />
            </div>
            <div className="flex-fill">
              <label htmlFor={`${id}-to`} className="form-label small">
                {t('adminOrders.filters.to')}
              </label>
              <input
                id={`${id}-to`}
                type="date"
                className={`form-control${dateError && !dateTo ? ' is-invalid' : ''}`}
                value={dateTo}
                onChange={(event) => setDateTo(event.target.value)}
                aria-invalid={dateError && !dateTo ? true : undefined}
                aria-describedby={dateError ? `${id}-date-error` : undefined}
              />
            </div>
          </div>
          {dateError && (
            <div id={`${id}-date-error`} role="alert" className="invalid-feedback d-block">
              {dateError}
            </div>
          )}
        </fieldset>
        <div className="col-md-3">
          <label htmlFor={`${id}-sort`} className="form-label">
            {t('adminOrders.filters.sort')}
          </label>
          <select
            id={`${id}-sort`}
            className="form-select"
            value={query.sort}
            onChange={(event) => change({ sort: event.target.value as OrderSortCode })}
          >
            {ORDER_SORTS.map(({ code, key }) => (
              <option key={code} value={code}>
                {t(`adminOrders.sort.${key}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="d-flex gap-2 mt-3">
        <button type="submit" className="btn btn-primary">
          {t('adminOrders.filters.apply')}
        </button>
        <button type="button" className="btn btn-outline-dark" onClick={clear}>
          {t('adminOrders.filters.clear')}
        </button>
      </div>
    </form>
  );
}
