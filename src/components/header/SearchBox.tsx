import { navigate } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, {
  lazy,
  Suspense,
  useId,
  useMemo,
  useState,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import type { ContentLanguage } from '../../core/routes/languages';
import { moveActive } from '../../core/search/combobox-keys';
import { searchPath } from '../../core/search/search-term';
import { suggestionText } from '../../core/search/suggestion-query';
import type { ShopDefaults } from '../../core/site/shop-data';
import { useLocalPath } from '../site/LocalLink';
import type { SearchOption, searchOptions } from './search-options';
import { useSearchSuggestions } from './use-search-suggestions';

/*
 * The suggestions' code (matching names, the listbox's options) loads when the box is first
 * pointed at or focused, not with every page (issue 25.15); until then nothing is suggested.
 */
const loadOptions = () => import('./search-options');
const loadList = () => import('./SearchSuggestions');
const SearchSuggestions = lazy(() =>
  loadList().then((module) => ({ default: module.SearchSuggestions })),
);

interface Props {
  isAdmin: boolean;
  defaults: Pick<ShopDefaults, 'categories' | 'brands'>;
  lng: ContentLanguage;
}

/**
 * Spec 2: "The search box goes to /shop/{term}, or to /admin_product/{term} for an
 * administrator. An empty term, or one that is empty after sanitising, does nothing."
 *
 * Issue 18: for shoppers it is a WAI-ARIA combobox suggesting products, categories and brands
 * after two characters. Arrows move through them, Enter opens the chosen one, Escape closes
 * the list; Enter with none chosen searches as before. Administrators get no suggestions:
 * their search goes to the admin product list, and storefront pages are not where they work.
 */
export function SearchBox({ isAdmin, defaults, lng }: Props) {
  const { t } = useTranslation();
  const localPath = useLocalPath();
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  // The chosen option by key, not position: products answered after the arrows chose a
  // category are listed before it, and the choice must stay on the category.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const id = useId();
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const [optionsFor, setOptionsFor] = useState<typeof searchOptions | null>(null);
  const wantOptions = () => {
    if (isAdmin || optionsFor) return;
    void loadList();
    void loadOptions().then((module) => setOptionsFor(() => module.searchOptions));
  };

  const text = isAdmin ? null : suggestionText(term);
  const found = useSearchSuggestions(text);
  const options = useMemo(
    () =>
      optionsFor ? optionsFor(text, found.text === null ? [] : found.products, defaults, lng) : [],
    [optionsFor, text, found, defaults, lng],
  );
  const expanded = open && options.length > 0;
  const current = expanded ? options.findIndex((option) => option.key === activeKey) : -1;

  const close = () => {
    setOpen(false);
    setActiveKey(null);
  };
  const choose = (option: SearchOption) => {
    close();
    void navigate(localPath(option.to));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    close();
    const target = searchPath(term, isAdmin);
    if (target) void navigate(localPath(target));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isAdmin) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const next = options[moveActive(current, options.length, event.key)];
      if (next) setActiveKey(next.key);
    } else if (event.key === 'Enter' && current >= 0) {
      const option = options[current];
      if (option) {
        event.preventDefault();
        choose(option);
      }
    } else if (event.key === 'Escape' && expanded) {
      // Closing is all Escape does while the list is open: the typed text stays.
      event.preventDefault();
      close();
    }
  };
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  };

  // What SearchSuggestions renders with no options: the listbox the input names is always there.
  const noSuggestions = (
    <ul id={listId} role="listbox" aria-label={t('search.label')} className="search-suggestions" />
  );

  return (
    <form
      role="search"
      className="search-box d-flex my-2 my-md-0"
      onSubmit={submit}
      onBlur={onBlur}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <div className="position-relative flex-grow-1 me-2">
        <input
          id={id}
          type="search"
          className="form-control form-control-sm"
          placeholder={t('search.placeholder')}
          value={term}
          maxLength={100}
          autoComplete="off"
          {...(isAdmin
            ? {}
            : {
                role: 'combobox',
                'aria-autocomplete': 'list' as const,
                'aria-expanded': expanded,
                'aria-controls': listId,
                'aria-activedescendant': current >= 0 ? optionId(current) : undefined,
              })}
          onChange={(event) => {
            setTerm(event.target.value);
            setOpen(true);
            setActiveKey(null);
          }}
          onKeyDown={onKeyDown}
          onFocus={wantOptions}
          onPointerEnter={wantOptions}
        />
        {!isAdmin && (
          <div className={expanded ? '' : 'd-none'}>
            {expanded ? (
              <Suspense fallback={noSuggestions}>
                <SearchSuggestions
                  id={listId}
                  options={options}
                  active={current}
                  lng={lng}
                  optionId={optionId}
                  onChoose={choose}
                />
              </Suspense>
            ) : (
              noSuggestions
            )}
          </div>
        )}
        {!isAdmin && (
          <p className="visually-hidden" role="status" aria-live="polite">
            {expanded ? t('search.suggestCount', { count: options.length }) : ''}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn-sm btn-outline-dark">
        {t('search.submit')}
      </button>
    </form>
  );
}
