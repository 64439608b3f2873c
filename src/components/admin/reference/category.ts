import type { categoryRoutes } from '../../../server/admin/reference/admin-reference-routes';
import { nameRow, sortField } from './common-fields';
import { checkFields, imageKey, sortNumber } from './checks';
import type { Lookup, DeclaredDescriptor, ReferenceRecord } from './types';

type Listed = ReferenceRecord<typeof categoryRoutes>;

/**
 * A category as GET/POST admin_categories answer it, as the list reads it: its sub-category
 * names (its `subs` come from their own call).
 */
export type CategoryRecord = Omit<Listed, 'id' | 'subs' | 'lng'> & {
  lng: { [L in keyof Listed['lng']]: Pick<Listed['lng'][L], 'subCategory'> };
};

export type CategoryValues = {
  name: string;
  itaName: string;
  mainCat: boolean;
  subCategoryMenu: boolean;
  showBanner: boolean;
  bannerImage: string;
  sort: string;
  brandIds: string[];
};

export const BRAND_LOOKUP: Lookup = {
  call: 'admin_brands',
  many: 'brands',
  label: (brand) => brand.name,
};

/** "Bags;Belts" as the list shows it: "Bags, Belts". */
const listed = (semicolons: string) => semicolons.split(';').filter(Boolean).join(', ');

export const categoryDescriptor: DeclaredDescriptor<
  typeof categoryRoutes,
  CategoryValues,
  CategoryRecord
> = {
  key: 'category',
  call: 'admin_categories',
  one: 'category',
  many: 'categories',
  columns: [
    { label: 'name', cell: (r) => r.name },
    { label: 'itaName', cell: (r) => r.itaName, lang: 'it' },
    { label: 'mainCat', cell: (r) => ({ yes: r.mainCat }) },
    { label: 'subCategories', cell: (r) => listed(r.lng.eng.subCategory) },
    { label: 'brandCount', cell: (r) => String(r.brandIds.length) },
    { label: 'sort', cell: (r) => String(r.sort) },
  ],
  layout: [
    nameRow<CategoryValues>(),
    [
      { kind: 'check', name: 'mainCat', label: 'mainCat' },
      { kind: 'check', name: 'subCategoryMenu', label: 'subCategoryMenu' },
      { kind: 'check', name: 'showBanner', label: 'showBanner' },
    ],
    { kind: 'image', name: 'bannerImage', label: 'bannerImage', folder: 'banners' },
    { kind: 'checks', name: 'brandIds', label: 'brandIds', lookup: BRAND_LOOKUP },
    sortField<CategoryValues>(),
  ],
  blank: {
    name: '',
    itaName: '',
    mainCat: true,
    subCategoryMenu: true,
    showBanner: false,
    bannerImage: '',
    sort: '0',
    brandIds: [],
  },
  toValues: (r) => ({
    name: r.name,
    itaName: r.itaName,
    mainCat: r.mainCat,
    subCategoryMenu: r.subCategoryMenu,
    showBanner: r.banner.showBanner,
    bannerImage: r.banner.image,
    sort: String(r.sort),
    brandIds: r.brandIds.map(String),
  }),
  toBody: (v) => ({
    name: v.name.trim(),
    itaName: v.itaName.trim(),
    mainCat: v.mainCat,
    subCategoryMenu: v.subCategoryMenu,
    banner: { showBanner: v.showBanner, image: imageKey(v.bannerImage) },
    sort: sortNumber(v.sort),
    brandIds: v.brandIds.map(Number),
  }),
  check: (v) =>
    checkFields(v, { name: ['required'], bannerImage: ['imageKey'], sort: ['required', 'sort'] }),
  title: (r) => r.name,
  apiFields: { 'banner.image': 'bannerImage', 'banner.showBanner': 'showBanner' },
};
