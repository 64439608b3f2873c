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

export const CATEGORIES: readonly CategorySeed[] = [
  {
    kind: 'bags',
    name: 'Bags',
    itaName: 'Borse',
    subCategoryMenu: true,
    banner: banner('bags'),
    subs: [
      { name: 'Handbags', itaName: 'Borse a mano' },
      { name: 'Shoulder Bags', itaName: 'Borse a spalla' },
      { name: 'Tote Bags', itaName: 'Borse shopper' },
      { name: 'Crossbody Bags', itaName: 'Borse a tracolla' },
      { name: 'Clutches', itaName: 'Pochette' },
    ],
    brands: ['Vela Milano', 'Casa Ferri', 'Lago Blu', 'Atelier Serena', 'Strada Nuova'],
  },
  {
    kind: 'luggage',
    name: 'Luggage',
    itaName: 'Valigie',
    subCategoryMenu: true,
    banner: banner('luggage'),
    subs: [
      { name: 'Cabin Suitcases', itaName: 'Trolley da cabina' },
      { name: 'Large Suitcases', itaName: 'Valigie grandi' },
      { name: 'Duffel Bags', itaName: 'Borsoni da viaggio' },
      { name: 'Garment Bags', itaName: 'Porta abiti' },
    ],
    brands: ['Nord Trail', 'Casa Ferri', 'Strada Nuova', 'Volo Leggero'],
  },
  {
    kind: 'backpacks',
    name: 'Backpacks',
    itaName: 'Zaini',
    subCategoryMenu: true,
    banner: banner('backpacks'),
    subs: [
      { name: 'City Backpacks', itaName: 'Zaini da città' },
      { name: 'Laptop Backpacks', itaName: 'Zaini porta PC' },
      { name: 'Hiking Backpacks', itaName: 'Zaini da trekking' },
      { name: 'School Backpacks', itaName: 'Zaini per la scuola' },
    ],
    brands: ['Nord Trail', 'Monte Alto', 'Strada Nuova', 'Passo Urbano'],
  },
  {
    kind: 'scarves',
    name: 'Scarves',
    itaName: 'Sciarpe',
    // One category shows a plain button, so the menu widget's other branch has sample data.
    subCategoryMenu: false,
    banner: banner('scarves'),
    subs: [
      { name: 'Wool Scarves', itaName: 'Sciarpe di lana' },
      { name: 'Silk Scarves', itaName: 'Foulard di seta' },
      { name: 'Cashmere Scarves', itaName: 'Sciarpe in cashmere' },
      { name: 'Fabric by Weight', itaName: 'Tessuti a peso' },
    ],
    brands: ['Vela Milano', 'Lago Blu', 'Atelier Serena', "Filo d'Oro"],
  },
];
