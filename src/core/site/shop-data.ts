import type { Language } from '../routes/languages';
import type { SiteSettings } from './site-settings';
import type { ContentLanguage } from '../routes/languages';

/**
 * The shapes the storefront receives from GET /api/defaults (spec section 3, "Defaults loaded at
 * start"). The static build reads the same calls, so a page built yesterday and the live
 * refresh it makes today agree field for field.
 */
export type PublicSiteSettings = Omit<SiteSettings, 'email'>;

export interface Banner {
  showBanner: boolean;
  image: string;
  width?: number;
  height?: number;
}

type PerLanguage<T> = Record<ContentLanguage, T>;

export interface CategoryEntry {
  _id: number;
  /** The route name of the English name (/category/{id}). */
  id: string;
  name: string;
  itaName: string;
  mainCat: boolean;
  subCategoryMenu: boolean;
  banner: Banner;
  lng: PerLanguage<{ name: string; subCategory: string; brands: string }>;
}

export interface BrandEntry {
  _id: number;
  id: string;
  name: string;
  itaName: string;
  customerMenu: boolean;
  banner: Banner;
  lng: PerLanguage<{ name: string }>;
}

export interface NamedEntry {
  _id: number;
  name: string;
  itaName: string;
  lng: PerLanguage<{ name: string }>;
}

export interface ColorEntry extends NamedEntry {
  hex: string;
}

export interface MediaText {
  category: string;
  title: string;
  descr: string;
}

export interface GalleryEntry {
  _id: number;
  image: string;
  lng: PerLanguage<MediaText>;
}

export interface VideoEntry {
  _id: number;
  youtubeId: string;
  lng: PerLanguage<MediaText>;
}

export interface TaxRateEntry {
  _id: number;
  name: string;
  countryCode: string;
  /** Basis points: 2200 is 22%. */
  rateBp: number;
  isDefault: boolean;
  description: string;
}

export interface ShopLanguages {
  enabled: Language[];
  default: Language;
  single: boolean;
}

/** What every storefront page needs: the layout's settings, menus and language rules. */
export interface ShopDefaults {
  site: PublicSiteSettings;
  brands: BrandEntry[];
  categories: CategoryEntry[];
  colors: ColorEntry[];
  styles: NamedEntry[];
  galleries: GalleryEntry[];
  videos: VideoEntry[];
  taxRates: TaxRateEntry[];
  language: ShopLanguages;
}

export interface SeoText {
  title: string;
  metaDescr: string;
  keywords: string;
}

/** Page titles and meta by the spec's per-page keys (section 2), in each language. */
export type SeoPages = Record<string, PerLanguage<SeoText>>;

export interface PostEntry {
  _id: string;
  cuid: string;
  slug: string;
  name: string;
  title: string;
  content: string;
  lng: string;
  /** The Italian title and text; empty when the post is not translated. */
  itaTitle: string;
  itaContent: string;
  dateAdded: string;
}
