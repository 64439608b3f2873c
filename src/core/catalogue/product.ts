/**
 * The product as the API sends it (spec section 3, Product). Money is integer cents; salePrice
 * is the spec's percentage discount; price is the unit price after that discount, computed by
 * the server. subCategory is a semicolon-separated list, as the spec keeps it.
 */
export type ProductStatus = 'A' | 'Z';
export type SellBy = 'u' | 'w';
export type WeightUnit = 'g' | 'kg';

export interface Pack {
  descr: string;
  itaDescr: string;
  price: number;
  quantity: number;
}

export interface ProductLanguageText {
  name: string;
  description: string;
  priceDescr: string;
  packDescr: string;
  brand: string;
  category: string;
  subCategory: string;
  colors: string[];
  styles: string[];
  pageTitle: string;
  seoTitle: string;
  metaDescr: string;
}

/** What an admin form needs to edit a product: the ids behind the names (admin mode only). */
export interface AdminProductIds {
  brandId: number;
  categoryId: number;
  subCategoryIds: number[];
  colorIds: number[];
  styleIds: number[];
  supplierId: number | null;
  /** null: the delivery country's rate applies. */
  taxRateId: number | null;
  /** Image-store keys, in order; image.images holds their addresses. */
  imageKeys: string[];
  /** The editorial flag as stored: list.special also counts a sale. */
  special: boolean;
  /** ISO 8601. */
  updatedAt: string;
}

export interface CatalogueProduct {
  _id: string;
  sku: string;
  url: string;
  status: ProductStatus;
  image: { image1: string; images: string[]; published: number };
  sell: {
    sellBy: SellBy;
    retailPrice: number;
    salePrice: number;
    price: number;
    packs: Pack[];
    minPurchase: number;
    /** Sent to administrators only. */
    supplierPrice?: number;
    freeDelivery: boolean;
    inStock: number;
    minStock: number;
    criticalStock: number;
  };
  list: { featured: boolean; special: boolean };
  productWeight: number;
  weightUnit: WeightUnit;
  brand: string;
  category: string;
  subCategory: string;
  colors: string[];
  styles: string[];
  sizes: string[];
  lng: { eng: ProductLanguageText; ita: ProductLanguageText };
  /** Sent to administrators in admin mode only. */
  admin?: AdminProductIds;
}

/** A product as administrators get it in admin mode: with the ids behind its names. */
export type AdminCatalogueProduct = CatalogueProduct & { admin: AdminProductIds };
