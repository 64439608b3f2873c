import { toRouteName } from '../routes/route-name';

/**
 * Spec section 5: "Search term: non-alphanumeric runs become underscores; empty result does
 * nothing." Spec section 2: "An empty term, or one that is empty after sanitising, does
 * nothing." null is the "does nothing" signal so callers cannot navigate by accident.
 */
export function sanitiseSearchTerm(term: string): string | null {
  const routeTerm = toRouteName(term);
  return routeTerm === '' ? null : routeTerm;
}

/** Spec section 5: "Underscores in search text become spaces when calling the catalogue." */
export function searchTextFromRoute(routeTerm: string): string {
  return routeTerm.replace(/_/g, ' ').trim();
}

/**
 * Spec section 2: "The search box goes to /shop/{term}, or to /admin_product/{term} for an
 * administrator." The term is left unencoded: it only holds letters, digits and underscores,
 * and the router encodes non-ASCII letters itself.
 */
export function searchPath(term: string, isAdmin: boolean): string | null {
  const routeTerm = sanitiseSearchTerm(term);
  if (routeTerm === null) return null;
  return isAdmin ? `/admin_product/${routeTerm}` : `/shop/${routeTerm}`;
}
