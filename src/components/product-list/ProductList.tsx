import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { lazy, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { FilterOptions } from '../../core/catalogue/filter-options';
import {
  NO_FILTERS,
  filterProducts,
  type ProductFilters,
} from '../../core/catalogue/filter-products';
import type { ListScope } from '../../core/catalogue/list-scope';
import {
  canonicalFilters,
  listStateToSearch,
  parseListState,
  plainList,
  type ListState,
} from '../../core/catalogue/list-url-state';
import { pageCount, pageItems } from '../../core/catalogue/paging';
import type { CatalogueProduct } from '../../core/catalogue/product';
import type { ContentLanguage } from '../../core/routes/languages';
import { correctedSearch } from '../../core/search/searched-for';
import { searchTextFromRoute } from '../../core/search/search-term';
import { ProductCard } from '../product/ProductCard';
import { LIST_CARD_SIZES } from '../product/picture-sizes';
import { Deferred } from '../site/Deferred';
import { afterFirstPage } from '../site/first-page';
import type { FilterGroup } from './FilterPanel';
import { PageNumbers } from '../ui/PageNumbers';
import { useLiveFilterOptions } from './use-live-filter-options';
import { useLiveProducts } from './use-live-products';
import { SortSelect } from './SortSelect';

interface Props {
  scope: ListScope;
  initial: CatalogueProduct[];
  /** How many products the build counted: the count to show until the live list is in. */
  total: number;
  options: FilterOptions;
  lng: ContentLanguage;
  currency: string;
  /** What a search shows when the catalogue finds nothing at all (issue 18). */
  whenEmpty?: ReactNode;
}

/** The filters' code loads after the page's first scripts; their HTML is there meanwhile. */
const FilterArea = lazy(() => import('./FilterArea'));

const scopeHides = (scope: ListScope): FilterGroup[] => [
  ...(scope.category ? (['categories'] as const) : []),
  ...(scope.subCategory ? (['subCategories'] as const) : []),
  ...(scope.brand ? (['brands'] as const) : []),
];

/**
 * A product list with the spec's filters, sort and paging (section 4). Filter, sort and page
 * live in the address; changing a filter or the sort goes back to page 1.
 *
 * The static page is the plain list whatever the query string, so the first render of the
 * visit's first page is the plain list too (the same HTML React hydrates) and the address is
 * read after hydration, and again on Back and Forward. A list reached by a client-side
 * navigation (the language menu keeps the query) has no server HTML to match: it reads the
 * address in its first render, so its count never shows the unfiltered figure first. Every
 * change (a check, the sort, a page) is a new history entry, so Back returns to the list as it
 * was before it (issue 25.8).
 *
 * A search (scope.term) keeps the catalogue's order, best match first, as its default
 * "Relevance" sort, says when the catalogue corrected the query, and shows whenEmpty rather
 * than an empty list when nothing matched (issue 18).
 */
export function ProductList({ scope, initial, total, options, lng, currency, whenEmpty }: Props) {
  const { t } = useTranslation();
  const live = useLiveProducts(scope, initial);
  const searching = Boolean(scope.term);
  const [state, setState] = useState<ListState>(() =>
    afterFirstPage() ? parseListState(window.location.search, searching) : plainList(searching),
  );
  const listTop = useRef<HTMLDivElement>(null);
  const count = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const read = () => setState(parseListState(window.location.search, searching));
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [searching]);

  const ready = live.state === 'ready';
  const liveOptions = useLiveFilterOptions(ready ? live.products : null, lng, options);
  // Boxes named by their label (an old Italian-name link) count as their language-neutral key.
  const filters = useMemo(
    () => canonicalFilters(state.filters, liveOptions),
    [state.filters, liveOptions],
  );
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
  const shown = useMemo(
    () => filterProducts(live.products, filters, lng),
    [live.products, filters, lng],
  );
  const pages = pageCount(shown.length);
  const page = Math.min(state.page, Math.max(pages, 1));
  // A shared, filtered link waits for the full list rather than showing the wrong products.
  const waiting =
    !ready && live.state !== 'failed' && (filtered || state.page > 1 || initial.length === 0);

  const go = (next: ListState) => {
    setState(next);
    const query = listStateToSearch(next, searching);
    if (query === window.location.search) return;
    window.history.pushState(null, '', `${window.location.pathname}${query}`);
  };
  const setFilters = (next: ProductFilters) => go({ filters: next, page: 1 });
  // Clearing the checks keeps the shopper's sort: it is not a filter.
  const clear = () => setFilters({ ...NO_FILTERS, sortIndex: filters.sortIndex });
  const corrected =
    live.state === 'ready' && scope.term
      ? correctedSearch(live.searchedFor, searchTextFromRoute(scope.term))
      : null;
  const toggle = (group: FilterGroup, value: string) => {
    const current: readonly string[] = filters[group];
    const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
    setFilters({ ...filters, [group]: next });
  };
  // A new page starts at the top of the list, where keyboard and screen-reader users land too
  // (on the count, which says what the list holds) rather than on the pager at the bottom.
  const turnPage = (number: number) => {
    go({ filters, page: number });
    listTop.current?.scrollIntoView({ block: 'start' });
    count.current?.focus({ preventScroll: true });
  };

  if (ready && live.products.length === 0 && whenEmpty) return <>{whenEmpty}</>;

  return (
    <div className="row">
      <div className="col-md-3 mb-3">
        <Deferred>
          <FilterArea
            options={liveOptions}
            filters={filters}
            hidden={scopeHides(scope)}
            live={ready ? live.products : null}
            results={shown.length}
            onToggle={toggle}
            onClear={clear}
          />
        </Deferred>
      </div>
      <div className="col-md-9" ref={listTop}>
        {corrected && (
          <p className="lead fs-6 mb-2" data-testid="searched-for">
            {t('search.showingFor', { term: corrected })}
          </p>
        )}
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
          <p
            ref={count}
            className="mb-0"
            role="status"
            aria-live="polite"
            tabIndex={-1}
            data-testid="result-count"
          >
            {waiting
              ? t('list.loading')
              : t('list.count', { count: ready || filtered ? shown.length : total })}
          </p>
          <div className="d-flex align-items-center gap-2">
            <SortSelect
              id="sort"
              relevance={searching}
              value={filters.sortIndex}
              onChange={(sortIndex) => setFilters({ ...filters, sortIndex })}
            />
          </div>
        </div>
        {live.state === 'failed' && (
          <p className="alert alert-warning" role="alert">
            {t('list.failed')}
          </p>
        )}
        {!waiting && shown.length === 0 && <p>{t('list.empty')}</p>}
        {!waiting && (
          <ul
            className="row row-cols-2 row-cols-lg-3 g-3 list-unstyled"
            aria-label={t('list.products')}
          >
            {pageItems(shown, page).map((product, index) => (
              <li className="col" key={product.sku}>
                <ProductCard
                  product={product}
                  lng={lng}
                  currency={currency}
                  eager={index < 3}
                  priority={index === 0}
                  sizes={LIST_CARD_SIZES}
                />
              </li>
            ))}
          </ul>
        )}
        <PageNumbers page={page} pages={pages} onPage={turnPage} />
      </div>
    </div>
  );
}
