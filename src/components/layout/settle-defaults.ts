import { publishedMenus } from '../../core/site/published-menu';
import type { ShopDefaults } from '../../core/site/shop-data';

const settled = new WeakMap<ShopDefaults, ShopDefaults>();

/**
 * The live defaults with the build's objects kept wherever the live answer says the same
 * (usually everywhere): GET defaults then changes no object identity, so memoised parts of the
 * page (header, footer) skip the re-render that the new answer would otherwise cause during
 * load. Its brands and categories are only those with a page built (publishedMenus), so no
 * menu leads to a page the last Publish did not make. Memoised per answer, so every caller
 * gets the same object.
 */
export function settleDefaults(answer: ShopDefaults, built: ShopDefaults): ShopDefaults {
  if (answer === built) return built;
  let value = settled.get(answer);
  if (!value) {
    const live = publishedMenus(answer, built);
    const keys = Object.keys(built) as (keyof ShopDefaults)[];
    const same = keys.filter((key) => JSON.stringify(live[key]) === JSON.stringify(built[key]));
    value =
      same.length === keys.length
        ? built
        : { ...live, ...Object.fromEntries(same.map((key) => [key, built[key]])) };
    settled.set(answer, value);
  }
  return value;
}
