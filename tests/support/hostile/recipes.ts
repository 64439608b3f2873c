import { ADMIN_RECIPES } from './recipes-admin';
import type { Recipe } from './recipe';
import { SHOP_RECIPES } from './recipes-shop';

/** Every call the attack knows, by "METHOD /api/path" as Hono lists it. */
export const RECIPES: Readonly<Record<string, Recipe>> = { ...SHOP_RECIPES, ...ADMIN_RECIPES };

/**
 * A route missing from the tables is still attacked: `/api/admin_*` as an admin call (only
 * an administrator gets in; the body must be a JSON object), any other as a call of unknown
 * access, where junk must neither fail (5xx) nor write. Give it a recipe to attack its fields.
 */
export function recipeFor(method: string, path: string): Recipe {
  const known = RECIPES[`${method} ${path}`];
  if (known) return known;
  const admin = path.startsWith('/api/admin_');
  return {
    access: admin ? 'admin' : 'public',
    generic: true,
    ...(method === 'GET' ? {} : { body: { fields: {} } }),
  };
}
