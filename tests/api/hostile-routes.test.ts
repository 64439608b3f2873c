import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../../src/server/api/api-routes';
import { honoPath } from '../../src/server/http/route/hono-path';
import { ATTACKED_AS, RECIPES, recipeFor } from '../support/hostile/recipes';
import { ROUTES } from '../support/hostile/suite';

/* What the hostile suites attack, and as whose call: read from the route table, no database. */

describe('the hostile suites', () => {
  it('attack every declared route with the access its declaration gives', () => {
    const attacked = new Map(ROUTES.map((r) => [`${r.method} ${r.path}`, r]));
    for (const { declaration: d } of API_ROUTES) {
      const key = `${d.method} /api${honoPath(d.path)}`;
      const route = attacked.get(key);
      expect(route, key).toBeDefined();
      expect(recipeFor(route!.method, route!.path, route!.access).access, key).toBe(
        ATTACKED_AS[d.access],
      );
    }
  });

  it('attack a new call as its declaration says, without a recipe for it', () => {
    expect(recipeFor('POST', '/api/materials', 'admin')).toMatchObject({
      access: 'admin',
      generic: true,
    });
    expect(recipeFor('GET', '/api/my_materials', 'customer').access).toBe('customer');
    expect(recipeFor('GET', '/api/materials', 'visitor').access).toBe('public');
  });

  it('keep no recipe for a call the app does not have, nor one that disagrees with it', () => {
    const routes = new Map(ROUTES.map((r) => [`${r.method} ${r.path}`, r]));
    for (const [key, recipe] of Object.entries(RECIPES)) {
      const route = routes.get(key);
      expect(route, key).toBeDefined();
      if (route?.access) expect(recipe.access, key).toBe(ATTACKED_AS[route.access]);
    }
  });
});
