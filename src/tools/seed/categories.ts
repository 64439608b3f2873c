import type { Banner } from '../../server/db/schema';

export interface SubCategorySeed {
  name: string;
  itaName: string;
}

export type CategoryKind = 'bags' | 'luggage' | 'backpacks' | 'scarves';

export interface CategorySeed {
  kind: CategoryKind;
  name: string;
  itaName: string;
  subCategoryMenu: boolean;
  banner: Banner;
  subs: readonly SubCategorySeed[];
  /** The brands the category's menu offers (category_brands); products use only these. */
  brands: readonly string[];
}

export const CATEGORY_BANNER_SIZE = { width: 1200, height: 300 } as const;

function banner(kind: CategoryKind): Banner {
  return { showBanner: true, image: `banners/category-${kind}.webp`, ...CATEGORY_BANNER_SIZE };
}

type Names = readonly [eng: string, ita: string];

/**
 * A main category from its names, its sub-categories' names and its brands; its menu lists the
 * sub-categories unless `subCategoryMenu` is false.
 */
function category(
  kind: CategoryKind,
  [name, itaName]: Names,
  subs: readonly Names[],
  brands: readonly string[],
  subCategoryMenu = true,
): CategorySeed {
  return {
    kind,
    name,
    itaName,
    subCategoryMenu,
    banner: banner(kind),
    subs: subs.map(([subName, subItaName]) => ({ name: subName, itaName: subItaName })),
    brands,
  };
}

export const CATEGORIES: readonly CategorySeed[] = [
  category(
    'bags',
    ['Bags', 'Borse'],
    [
      ['Handbags', 'Borse a mano'],
      ['Shoulder Bags', 'Borse a spalla'],
      ['Tote Bags', 'Borse shopper'],
      ['Crossbody Bags', 'Borse a tracolla'],
      ['Clutches', 'Pochette'],
    ],
    ['Vela Milano', 'Casa Ferri', 'Lago Blu', 'Atelier Serena', 'Strada Nuova'],
  ),
  category(
    'luggage',
    ['Luggage', 'Valigie'],
    [
      ['Cabin Suitcases', 'Trolley da cabina'],
      ['Large Suitcases', 'Valigie grandi'],
      ['Duffel Bags', 'Borsoni da viaggio'],
      ['Garment Bags', 'Porta abiti'],
    ],
    ['Nord Trail', 'Casa Ferri', 'Strada Nuova', 'Volo Leggero'],
  ),
  category(
    'backpacks',
    ['Backpacks', 'Zaini'],
    [
      ['City Backpacks', 'Zaini da città'],
      ['Laptop Backpacks', 'Zaini porta PC'],
      ['Hiking Backpacks', 'Zaini da trekking'],
      ['School Backpacks', 'Zaini per la scuola'],
    ],
    ['Nord Trail', 'Monte Alto', 'Strada Nuova', 'Passo Urbano'],
  ),
  category(
    'scarves',
    ['Scarves', 'Sciarpe'],
    [
      ['Wool Scarves', 'Sciarpe di lana'],
      ['Silk Scarves', 'Foulard di seta'],
      ['Cashmere Scarves', 'Sciarpe in cashmere'],
      ['Fabric by Weight', 'Tessuti a peso'],
    ],
    ['Vela Milano', 'Lago Blu', 'Atelier Serena', "Filo d'Oro"],
    // One category shows a plain button, so the menu widget's other branch has sample data.
    false,
  ),
];
