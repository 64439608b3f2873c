import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useMemo, useState } from 'react';
import type { AdminProductFilterKey } from '../../../core/catalogue/admin-product-filters';
import {
  NO_FILTERS,
  checkedCount,
  type ProductFilters,
} from '../../../core/catalogue/filter-products';
import type { ListScope } from '../../../core/catalogue/list-scope';
import { canonicalFilters, type ListState } from '../../../core/catalogue/list-url-state';
import { NO_OPTIONS } from '../../../core/catalogue/filter-options';
import { pageCount } from '../../../core/catalogue/paging';
import { adminProductNewPath } from '../../../core/routes/admin-product-routes';
import type { ContentLanguage } from '../../../core/routes/languages';
import type { CallerAuth } from '../../../state/api-client';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { errorText } from '../../ui/forms/form-failure';
import { LoadFailed } from '../../ui/LoadFailed';
import { useSessionGuard } from '../../session/use-session-guard';
import { notify } from '../../layout/notify';
import { FilterPanel, type FilterGroup } from '../../product-list/FilterPanel';
import { FilterSheet } from '../../product-list/FilterSheet';
import { PageNumbers } from '../../ui/PageNumbers';
import { LocalLink } from '../../site/LocalLink';
import type { AdminProduct } from './admin-product';
import { adminListStateToSearch, parseAdminListState } from './admin-list-state';
import { AdminFilterGroup } from './AdminFilterGroup';
import { AdminProductRow } from './AdminProductRow';
import { productColumns } from './product-columns';
import { deleteProduct, restoreProduct } from './product-writes';
import { useAdminProducts } from './use-admin-products';
import { SortSelect } from '../../product-list/SortSelect';
import { TableHead } from '../../ui/TableHead';

interface Props {
  auth: CallerAuth;
  scope: ListScope;
  lng: ContentLanguage;
  /** The page's query string: the list's checks, sort and page. */
  search: string;
}

const scopeHides = (scope: ListScope): FilterGroup[] => [
  ...(scope.category ? (['categories'] as const) : []),
  ...(scope.subCategory ? (['subCategories'] as const) : []),
  ...(scope.brand ? (['brands'] as const) : []),
];

/**
 * The back-office product list: every product of the route's scope, with the admin filters
 * first and then the storefront's filters, sort and paging (spec 4), and the row actions.
 */
export function AdminProductList({ auth, scope, lng, search }: Props) {
  const { t } = useTranslation();
  const [state, setState] = useState<ListState>(() => parseAdminListState(search));
  const { list, upsert, reload } = useAdminProducts(auth, scope, state, lng);
  const sessionGone = useSessionGuard();
  const [confirming, setConfirming] = useState<AdminProduct | null>(null);
  const [busySku, setBusySku] = useState('');

  useEffect(() => {
    const query = adminListStateToSearch(state);
    if (query !== window.location.search) {
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${query}`);
    }
  }, [state]);

  // The last page answered stays on screen (busy) while the next is asked.
  const shown = list.page;
  const options = shown?.filterOptions ?? NO_OPTIONS;
  // Boxes named by their label (an old Italian-name link) show checked as their key.
  const filters = useMemo(() => canonicalFilters(state.filters, options), [state.filters, options]);
  const ready = list.state === 'ready';
  const label = productColumns(t);
  // The form comes back to this list as it is now (scope, checks, sort, page).
  const origin = {
    from: `${typeof window === 'undefined' ? '' : window.location.pathname}${adminListStateToSearch(state)}`,
  };

  const setFilters = (filters: ProductFilters) => setState({ filters, page: 1 });
  const toggle = (group: FilterGroup, value: string) => {
    const current: readonly string[] = filters[group];
    const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
    setFilters({ ...filters, [group]: next });
  };
  const toggleAdmin = (key: AdminProductFilterKey) => {
    const current = filters.admin;
    const admin = current.includes(key) ? current.filter((k) => k !== key) : [...current, key];
    setFilters({ ...filters, admin });
  };

  const write = async (product: AdminProduct, action: 'delete' | 'restore') => {
    setBusySku(product.sku);
    try {
      const saved =
        action === 'delete'
          ? await deleteProduct(product._id, auth)
          : await restoreProduct(product._id, auth);
      upsert(saved);
      notify(t(`adminProducts.list.${action}d`, { sku: product.sku }), 'success');
    } catch (err) {
      if (!sessionGone(err)) notify(errorText(err, t), 'error');
    } finally {
      setBusySku('');
      setConfirming(null);
    }
  };

  return (
    <div className="row">
      <div className="col-lg-3 mb-3">
        <FilterSheet
          active={checkedCount(filters)}
          results={shown?.total ?? 0}
          onClear={() => setFilters(NO_FILTERS)}
        >
          <AdminFilterGroup checked={filters.admin} disabled={!ready} onToggle={toggleAdmin} />
          <FilterPanel
            options={options}
            filters={filters}
            hidden={scopeHides(scope)}
            disabled={!ready}
            onToggle={toggle}
          />
        </FilterSheet>
      </div>
      <div className="col-lg-9">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <p className="mb-0" role="status" aria-live="polite" data-testid="result-count">
            {ready ? t('list.count', { count: list.page.total }) : t('list.loading')}
          </p>
          <div className="d-flex align-items-center gap-2">
            <SortSelect
              id="admin-sort"
              value={filters.sortIndex}
              onChange={(sortIndex) => setFilters({ ...filters, sortIndex })}
            />
            <LocalLink
              to={adminProductNewPath()}
              state={origin}
              className="btn btn-sm btn-primary text-nowrap"
            >
              {t('adminProducts.list.add')}
            </LocalLink>
          </div>
        </div>
        {list.state === 'failed' && <LoadFailed error={list.error} onRetry={reload} />}
        {ready && list.page.total === 0 && <p>{t('list.empty')}</p>}
        {shown && shown.products.length > 0 && (
          <div className="table-responsive">
            <table className="table table-sm align-middle table-cards" aria-busy={!ready}>
              <caption className="visually-hidden">{t('adminProducts.list.caption')}</caption>
              <TableHead
                columns={[
                  {
                    label: (
                      <span className="visually-hidden">{t('adminProducts.list.picture')}</span>
                    ),
                  },
                  { label: label.sku },
                  { label: label.name },
                  { label: label.price, numeric: true },
                  { label: label.inStock, numeric: true },
                  { label: label.status },
                  { label: label.images, numeric: true },
                  { label: t('adminProducts.list.actions') },
                ]}
              />
              <tbody>
                {shown.products.map((product) => (
                  <AdminProductRow
                    key={product.sku}
                    auth={auth}
                    origin={origin}
                    product={product}
                    busy={busySku === product.sku}
                    onSaved={upsert}
                    onDelete={setConfirming}
                    onRestore={(p) => void write(p, 'restore')}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
        <PageNumbers
          page={shown?.page ?? 1}
          pages={pageCount(shown?.total ?? 0)}
          onPage={(number) => setState({ filters, page: number })}
        />
      </div>
      <ConfirmDialog
        show={confirming !== null}
        title={t('adminProducts.delete.title')}
        message={t('adminProducts.delete.message', {
          sku: confirming?.sku ?? '',
          name: confirming?.lng.eng.name ?? '',
        })}
        confirmLabel={t('adminProducts.list.delete')}
        busy={busySku !== ''}
        onConfirm={() => confirming && void write(confirming, 'delete')}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
