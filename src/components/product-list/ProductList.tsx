import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, {
  lazy,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { FilterOptions } from '../../core/catalogue/filter-options';
import {
  NO_FILTERS,
  checkedCount,
  type ProductFilters,
} from '../../core/catalogue/filter-products';
import { scopePageQuery, type ListScope } from '../../core/catalogue/list-scope';
import {
  canonicalFilters,
  listStateToSearch,
  parseListState,
  plainList,
  type ListState,
} from '../../core/catalogue/list-url-state';
import { PAGE_SIZE, pageCount } from '../../core/catalogue/paging';
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
import { RetryAlert } from '../ui/RetryAlert';
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

/** The address is written in the commit that shows its list; on the server it would only warn. */
const useCommitEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A product list with the spec's filters, sort and paging (section 4). Filter, sort and page
 * live in the address; changing a filter or the sort goes back to page 1. The server filters,
 * sorts and pages the scope (issue 27.2): each change asks it for the one page shown, with the
 * list's total, the boxes' counts over the whole scope and the boxes themselves.
 *
 * The static page is the plain list's first page whatever the query string, so the first
 * render of the visit's first page is that too (the same HTML React hydrates) and the address
 * is read after hydration, and again on Back and Forward. A list reached by a client-side
 * navigation (the language menu keeps the query) has no server HTML to match: it reads the
 * address in its first render, so its count never shows the unfiltered figure first. Every
 * change (a check, the sort, a page) is a new history entry, so Back returns to the list as it
 * was before it (issue 25.8); the entry is written when its page is on screen (or could not be
 * had), so the address never names a list other than the one shown.
 *
 * A search (scope.term) keeps the catalogue's order, best match first, as its default
 * "Relevance" sort, says when the catalogue corrected the query, and shows whenEmpty rather
 * than an empty list when nothing matched (issue 18).
 */
export function ProductList({ scope, initial, total, options, lng, currency, whenEmpty }: Props) {
  const { t } = useTranslation();
  const searching = Boolean(scope.term);
  const [state, setState] = useState<ListState>(() =>
    afterFirstPage() ? parseListState(window.location.search, searching) : plainList(searching),
  );
  // The address a control asked for, written once its page is shown (null: nothing to write).
  const pendingAddress = useRef<string | null>(null);
  const listTop = useRef<HTMLDivElement>(null);
  const count = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const read = () => {
      pendingAddress.current = null;
      setState(parseListState(window.location.search, searching));
    };
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, [searching]);

  const pageQuery = (asked: ListState) =>
    scopePageQuery(scope, asked.filters, asked.page, PAGE_SIZE, lng).toString();
  const query = pageQuery(state);
  const builtQuery = pageQuery(plainList(searching));
  const live = useLiveProducts(query, {
    query: builtQuery,
    products: initial,
    total,
    page: 1,
    facets: null,
    filterOptions: options,
  });
  const { shown } = live;
  const settled = live.state !== 'loading';

  useCommitEffect(() => {
    const address = pendingAddress.current;
    if (address === null || !settled) return;
    pendingAddress.current = null;
    if (address !== window.location.search) {
      window.history.pushState(null, '', `${window.location.pathname}${address}`);
    }
  }, [settled, state]);

  // Boxes named by their label (an old Italian-name link) count as their language-neutral key.
  const filters = useMemo(
    () => canonicalFilters(state.filters, shown.filterOptions),
    [state.filters, shown.filterOptions],
  );
  // The build's page stands for the plain list only; any other waits for its own answer.
  const hasList = live.live || (query === builtQuery && initial.length > 0);
  const loading = live.state === 'loading' && (!hasList || shown.query !== query);
  const failed = live.state === 'failed';

  const go = (next: ListState) => {
    pendingAddress.current = listStateToSearch(next, searching);
    setState(next);
  };
  const setFilters = (next: ProductFilters) => go({ filters: next, page: 1 });
  // Clearing the checks keeps the shopper's sort: it is not a filter.
  const clear = () => setFilters({ ...NO_FILTERS, sortIndex: filters.sortIndex });
  const corrected =
    live.live && scope.term
      ? correctedSearch(shown.searchedFor, searchTextFromRoute(scope.term))
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

  if (live.state === 'ready' && shown.total === 0 && checkedCount(filters) === 0 && whenEmpty) {
    return <>{whenEmpty}</>;
  }

  return (
    <div className="row">
      <div className="col-md-3 mb-3">
        <Deferred>
          <FilterArea
            options={shown.filterOptions}
            filters={filters}
            hidden={scopeHides(scope)}
            counts={live.live ? shown.facets : null}
            results={shown.total}
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
            {loading ? t('list.loading') : hasList ? t('list.count', { count: shown.total }) : ''}
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
        {failed && <ListFailed built={!live.live && hasList} onRetry={live.retry} />}
        {hasList && !loading && shown.total === 0 && <p>{t('list.empty')}</p>}
        {hasList && (
          <ul
            className="row row-cols-2 row-cols-lg-3 g-3 list-unstyled"
            aria-label={t('list.products')}
            aria-busy={loading}
          >
            {shown.products.map((product, index) => (
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
        <PageNumbers page={shown.page} pages={pageCount(shown.total)} onPage={turnPage} />
      </div>
    </div>
  );
}

/**
 * The list could not be asked: over the build's own page, that it is the published catalogue;
 * otherwise that this page is missing, with a way to ask again.
 */
function ListFailed({ built, onRetry }: { built: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  if (built) {
    return (
      <p className="alert alert-warning" role="alert">
        {t('list.failed')}
      </p>
    );
  }
  return (
    <RetryAlert message={t('list.pageFailed')} retry={t('formField.retry')} onRetry={onRetry} />
  );
}
