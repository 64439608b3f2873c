import { toRouteName } from '../../core/routes/route-name';
import type { Banner } from '../db/schema';
import { imageUrl, optionalImageUrl } from '../providers/images';
import type {
  BrandRow,
  CategoryRow,
  ColorRow,
  CountryRow,
  MediaRow,
  ShipperRow,
  StyleRow,
  SupplierRow,
  TaxRateRow,
  VideoRow,
} from './queries';

/*
 * Rows as the spec names their fields (section 3): _id, per-language "lng.eng"/"lng.ita", and
 * semicolon-separated sub-category and brand lists. Money stays in integer cents.
 */

const presentBanner = (banner: Banner): Banner => ({
  ...banner,
  image: optionalImageUrl(banner.image),
});

const named = (row: { name: string; itaName: string }) => ({
  lng: { eng: { name: row.name }, ita: { name: row.itaName || row.name } },
});

export const presentBrand = (row: BrandRow) => ({
  _id: row.id,
  id: toRouteName(row.name),
  name: row.name,
  itaName: row.itaName,
  customerMenu: row.customerMenu,
  banner: presentBanner(row.banner),
  ...named(row),
});

export const presentCategory = (row: CategoryRow) => ({
  _id: row.id,
  id: toRouteName(row.name),
  name: row.name,
  itaName: row.itaName,
  mainCat: row.mainCat,
  subCategoryMenu: row.subCategoryMenu,
  banner: presentBanner(row.banner),
  lng: {
    eng: {
      name: row.name,
      subCategory: row.subs.map((s) => s.name).join(';'),
      brands: row.brands.map((b) => b.name).join(';'),
    },
    ita: {
      name: row.itaName || row.name,
      subCategory: row.subs.map((s) => s.itaName || s.name).join(';'),
      brands: row.brands.map((b) => b.itaName || b.name).join(';'),
    },
  },
});

export const presentColor = (row: ColorRow) => ({
  _id: row.id,
  name: row.name,
  itaName: row.itaName,
  hex: row.hex,
  ...named(row),
});

/** Spec: the first colour is a placeholder (the "choose a colour" entry of the selects). */
export const COLOR_PLACEHOLDER = {
  _id: 0,
  name: '',
  itaName: '',
  hex: '',
  lng: { eng: { name: '' }, ita: { name: '' } },
};

export const presentStyle = (row: StyleRow) => ({
  _id: row.id,
  name: row.name,
  itaName: row.itaName,
  ...named(row),
});

export const presentCountry = (row: CountryRow) => ({
  _id: row.id,
  code: row.code,
  name: row.name,
  itaName: row.itaName,
  deliveryStdDays: row.deliveryStdDays,
  deliveryExpressDays: row.deliveryExpressDays,
  deliveryStdFee: row.deliveryStdFee,
  deliveryExpressFee: row.deliveryExpressFee,
  deliveryFeeKg: row.deliveryFeeKg,
  deliveryFee5: row.deliveryFee5,
  deliveryFee10: row.deliveryFee10,
  taxRateId: row.taxRateId,
  ...named(row),
});

export const presentShipper = (row: ShipperRow) => ({
  _id: row.id,
  name: row.name,
  trackingUrl: row.trackingUrl,
});

export const presentSupplier = (row: SupplierRow) => ({
  _id: row.id,
  name: row.name,
  contact: row.contact,
  email: row.email,
  tel: row.tel,
  address: row.address,
  website: row.website,
});

export const presentTaxRate = (row: TaxRateRow) => ({
  _id: row.id,
  name: row.name,
  countryCode: row.countryCode,
  rateBp: row.rateBp,
  isDefault: row.isDefault,
  description: row.description,
});

export const presentGallery = (row: MediaRow) => ({
  _id: row.id,
  image: imageUrl(row.image),
  lng: { eng: row.eng, ita: row.ita },
});

export const presentVideo = (row: VideoRow) => ({
  _id: row.id,
  youtubeId: row.youtubeId,
  lng: { eng: row.eng, ita: row.ita },
});
