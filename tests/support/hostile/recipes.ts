import type { Access as DeclaredAccess } from '../../../src/server/http/openapi/operation';
import { ADMIN_RECIPES } from './recipes-admin';
import type { Access, Recipe } from './recipe';
import { SHOP_RECIPES } from './recipes-shop';

/** Every call the attack knows, by "METHOD /api/path" as Hono lists it. */
export const RECIPES: Readonly<Record<string, Recipe>> = { ...SHOP_RECIPES, ...ADMIN_RECIPES };

/** A declared access rule as the attack ranks callers: a visitor call is anyone's. */
export const ATTACKED_AS: Record<DeclaredAccess, Access> = {
  public: 'public',
  visitor: 'public',
  customer: 'customer',
  admin: 'admin',
};

/**
 * The recipe for a call. Who may use it is its route's declaration (`declared`), so a new admin
 * call is attacked as one without being listed anywhere; only a path no route declares (the
 * pictures) keeps its recipe's. A call missing from the tables is attacked as a generic one:
 * junk must neither fail (5xx) nor write. Give it a recipe to attack its fields.
 */
export function recipeFor(method: string, path: string, declared?: DeclaredAccess): Recipe {
  const known = RECIPES[`${method} ${path}`];
  const recipe: Recipe = known ?? {
    access: 'public',
    generic: true,
    ...(method === 'GET' ? {} : { body: { fields: {} } }),
  };
  return declared ? { ...recipe, access: ATTACKED_AS[declared] } : recipe;
}
