import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { priceLabel } from '../../core/catalogue/price-label';
import type { ContentLanguage } from '../../core/routes/languages';
import type { SearchOption } from './search-options';

interface Props {
  id: string;
  options: readonly SearchOption[];
  active: number;
  lng: ContentLanguage;
  optionId: (index: number) => string;
  onChoose: (option: SearchOption) => void;
}

/**
 * The combobox's listbox (WAI-ARIA APG, list autocomplete): focus stays in the input, which
 * names the active option with aria-activedescendant; the active option is highlighted here.
 * A press on an option keeps the focus in the input (mousedown is not let through) and opens it.
 */
export function SearchSuggestions({ id, options, active, lng, optionId, onChoose }: Props) {
  const { t } = useTranslation();
  return (
    <ul id={id} role="listbox" aria-label={t('search.label')} className="search-suggestions">
      {options.map((option, index) => (
        <li
          key={option.key}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          className={`search-suggestion${index === active ? ' active' : ''}`}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(option)}
        >
          {option.kind === 'product' ? (
            <>
              <img src={option.product.image.image1} alt="" width={40} height={40} />
              <span className="search-suggestion-name">{option.label}</span>{' '}
              <span className="search-suggestion-price">
                {priceLabel(option.product.sell, 'EUR', lng)}
              </span>
            </>
          ) : (
            <>
              <span className="search-suggestion-name">{option.label}</span>{' '}
              <span className="search-suggestion-kind">
                {t(option.kind === 'category' ? 'search.suggestCategory' : 'search.suggestBrand')}
              </span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
