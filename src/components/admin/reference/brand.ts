import type { brandRoutes } from '../../../server/admin/reference/admin-reference-routes';
import { nameRow, sortField } from './common-fields';
import { checkFields, imageKey, sortNumber } from './checks';
import type { DeclaredDescriptor, ReferenceRecord } from './types';

/** A brand as GET/POST admin_brands answer it, less its route name and per-language names. */
export type BrandRecord = Omit<ReferenceRecord<typeof brandRoutes>, 'id' | 'lng'>;

export type BrandValues = {
  name: string;
  itaName: string;
  customerMenu: boolean;
  showBanner: boolean;
  bannerImage: string;
  sort: string;
};

export const brandDescriptor: DeclaredDescriptor<typeof brandRoutes, BrandValues, BrandRecord> = {
  key: 'brand',
  call: 'admin_brands',
  one: 'brand',
  many: 'brands',
  columns: [
    { label: 'name', cell: (r) => r.name },
    { label: 'itaName', cell: (r) => r.itaName, lang: 'it' },
    { label: 'customerMenu', cell: (r) => ({ yes: r.customerMenu }) },
    { label: 'showBanner', cell: (r) => ({ yes: r.banner.showBanner }) },
    { label: 'sort', cell: (r) => String(r.sort) },
  ],
  layout: [
    nameRow<BrandValues>(),
    { kind: 'check', name: 'customerMenu', label: 'customerMenu' },
    { kind: 'check', name: 'showBanner', label: 'showBanner' },
    { kind: 'image', name: 'bannerImage', label: 'bannerImage', folder: 'banners' },
    sortField<BrandValues>(),
  ],
  blank: {
    name: '',
    itaName: '',
    customerMenu: true,
    showBanner: false,
    bannerImage: '',
    sort: '0',
  },
  toValues: (r) => ({
    name: r.name,
    itaName: r.itaName,
    customerMenu: r.customerMenu,
    showBanner: r.banner.showBanner,
    bannerImage: r.banner.image,
    sort: String(r.sort),
  }),
  toBody: (v) => ({
    name: v.name.trim(),
    itaName: v.itaName.trim(),
    customerMenu: v.customerMenu,
    banner: { showBanner: v.showBanner, image: imageKey(v.bannerImage) },
    sort: sortNumber(v.sort),
  }),
  check: (v) =>
    checkFields(v, { name: ['required'], bannerImage: ['imageKey'], sort: ['required', 'sort'] }),
  title: (r) => r.name,
  apiFields: { 'banner.image': 'bannerImage', 'banner.showBanner': 'showBanner' },
};
