import { useEffect, useMemo, useState } from 'react';
import type { CatalogueProduct } from '../../core/catalogue/product';
import type { FilterOptions, filterOptions } from '../../core/catalogue/filter-options';
import type { ContentLanguage } from '../../core/routes/languages';

type MakeOptions = typeof filterOptions;

/** Kept once loaded: the next list page has it at once. */
let loaded: MakeOptions | undefined;

/**
 * The boxes of the live list (filterOptions), or the built page's until it is there. The code
 * that works them out loads with the live list, not with the page: the built boxes show
 * until then, and a list page's first scripts are smaller by it (issue 25.15).
 */
export function useLiveFilterOptions(
  live: readonly CatalogueProduct[] | null,
  lng: ContentLanguage,
  built: FilterOptions,
): FilterOptions {
  const [make, setMake] = useState<MakeOptions | undefined>(() => loaded);
  useEffect(() => {
    if (!live || make) return undefined;
    let current = true;
    void import('../../core/catalogue/filter-options').then((module) => {
      loaded = module.filterOptions;
      if (current) setMake(() => module.filterOptions);
    });
    return () => {
      current = false;
    };
  }, [live, make]);
  return useMemo(() => (live && make ? make(live, lng) : built), [live, make, lng, built]);
}
