/**
 * Spec section 7: "Search words free and top map to free=0 and top=0." free asks the catalogue
 * for free-delivery products and top for featured ones; any other text is a plain search. The
 * words are matched whole, case-insensitively, since "Free" typed in the box means the same.
 */
export type CatalogueSearchQuery =
  { free: '0' } | { top: '0' } | { search: string } | Record<string, never>;

export function catalogueSearchQuery(text: string): CatalogueSearchQuery {
  const trimmed = text.trim();
  if (trimmed === '') return {};
  const word = trimmed.toLowerCase();
  if (word === 'free') return { free: '0' };
  if (word === 'top') return { top: '0' };
  return { search: trimmed };
}
