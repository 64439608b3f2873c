import { useEffect, useState } from 'react';
import type { CatalogueProduct } from '../../core/catalogue/product';
import { suggestionProductsQuery } from '../../core/search/suggestion-query';
import type { getProducts } from '../../server/catalogue/catalogue-routes';
import { apiGet } from '../../state/api-client';

/** Long enough to skip the words typed in one go, short enough to feel immediate (issue 18). */
export const SUGGEST_DEBOUNCE_MS = 200;

export interface ProductSuggestions {
  /** The text these products answer; the box may have moved on since. */
  text: string | null;
  products: CatalogueProduct[];
}

const NONE: ProductSuggestions = { text: null, products: [] };

/**
 * Up to six products for `text` (products?rows=6&search=...), asked SUGGEST_DEBOUNCE_MS after
 * the last keystroke. A newer text aborts the older request, and an answer is kept only with
 * the text it answers, so a slow answer never replaces a newer one. While the next answer is
 * on its way the last one stays (the list does not blink at every keystroke); under two
 * characters there is none. A failure suggests no products: the box still searches on Enter.
 */
export function useSearchSuggestions(text: string | null): ProductSuggestions {
  const [found, setFound] = useState<ProductSuggestions>(NONE);
  useEffect(() => {
    if (text === null) return undefined;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      apiGet<typeof getProducts>(`products?${suggestionProductsQuery(text)}`, controller.signal)
        .then(({ products }) => {
          if (!controller.signal.aborted) setFound({ text, products });
        })
        .catch(() => {
          if (!controller.signal.aborted) setFound({ text, products: [] });
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [text]);
  return text === null ? NONE : found;
}
