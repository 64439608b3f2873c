import { DEFAULT_CURRENCY } from '../constants';
import type { CatalogueProduct } from '../catalogue/product';
import { productPictures } from '../catalogue/product-pictures';
import { productText } from '../catalogue/product-text';
import { isInStock } from '../catalogue/stock';
import { assertCents } from '../money/rounding';
import type { ContentLanguage } from '../routes/languages';
import { absoluteUrl } from './alternates';
import { SCHEMA } from './json-ld';
import {
  offerTerms,
  type OfferTerms,
  type ReturnPolicyJsonLd,
  type ShippingDetailsJsonLd,
} from './offer-terms';

export type Availability =
  | 'https://schema.org/InStock'
  | 'https://schema.org/OutOfStock'
  | 'https://schema.org/Discontinued';

interface QuantitativeValue {
  '@type': 'QuantitativeValue';
  value: number;
  /** UN/CEFACT codes, as schema.org asks: GRM grams, KGM kilograms. */
  unitCode: 'GRM' | 'KGM';
}

export interface UnitPriceSpecification {
  '@type': 'UnitPriceSpecification';
  price: string;
  priceCurrency: string;
  referenceQuantity: QuantitativeValue;
}

export interface OfferJsonLd {
  '@type': 'Offer';
  url: string;
  priceCurrency: string;
  price?: string;
  priceSpecification?: UnitPriceSpecification;
  availability: Availability;
  itemCondition: 'https://schema.org/NewCondition';
  priceValidUntil?: string;
  shippingDetails?: ShippingDetailsJsonLd;
  hasMerchantReturnPolicy?: ReturnPolicyJsonLd;
}

export interface ProductJsonLd {
  '@context': typeof SCHEMA;
  '@type': 'Product';
  name: string;
  sku: string;
  url: string;
  description?: string;
  image?: string[];
  brand?: { '@type': 'Brand'; name: string };
  weight?: QuantitativeValue;
  offers: OfferJsonLd;
}

export interface ProductJsonLdOptions {
  lng: ContentLanguage;
  /** The product page in this language, absolute or site-relative. */
  url: string;
  siteUrl: string;
  /** ISO 4217; the shop prices in euro (spec section 9). */
  currency?: string;
  /** Shipping, returns and the price's validity, when the build knows them. */
  terms?: OfferTerms;
}

/** Cents as schema.org wants a price: a decimal with a point and two places (8900 -> "89.00"). */
export function centsToDecimal(cents: number): string {
  assertCents(cents, 'price');
  if (cents < 0) throw new RangeError(`price must not be negative, got ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

function availability(product: CatalogueProduct): Availability {
  if (product.status === 'Z') return 'https://schema.org/Discontinued';
  return isInStock(product.sell) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';
}

function offer(
  product: CatalogueProduct,
  url: string,
  currency: string,
  terms: OfferTerms | undefined,
): OfferJsonLd {
  const price = centsToDecimal(product.sell.price);
  const common = {
    '@type': 'Offer',
    url,
    priceCurrency: currency,
    availability: availability(product),
    itemCondition: 'https://schema.org/NewCondition',
    ...offerTerms(product, terms, currency),
  } as const;
  if (product.sell.sellBy !== 'w') return { ...common, price };
  // Weight-priced goods show "TBC" (spec section 9) because the amount is known only once the
  // order is weighed, but the rate is fixed: sell.price is per kilogram. A top-level
  // Offer.price would claim the piece costs that much; a UnitPriceSpecification with a 1 kg
  // reference quantity says exactly "this much per kg", is valid schema.org, and Google reads
  // priceSpecification.price where Offer.price is missing. Dropping the offer instead would
  // leave the Product without offers, review or rating, which Google rejects.
  return {
    ...common,
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price,
      priceCurrency: currency,
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'KGM' },
    },
  };
}

function images(product: CatalogueProduct, siteUrl: string): string[] {
  return productPictures(product)
    .filter((image) => image.trim() !== '')
    .map((image) => absoluteUrl(siteUrl, image));
}

/** schema.org Product with its one offer, in the page's language. */
export function productJsonLd(
  product: CatalogueProduct,
  options: ProductJsonLdOptions,
): ProductJsonLd {
  const { lng, siteUrl } = options;
  const text = productText(product, lng);
  const local = product.lng[lng];
  const url = absoluteUrl(siteUrl, options.url);
  // No English fallback: a description in the other language would mislabel the page.
  const description = [local.description, local.metaDescr]
    .map((candidate) => candidate.trim())
    .find((candidate) => candidate !== '');
  const pictures = images(product, siteUrl);
  const [brand] = text.brands;
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: text.name || product.sku,
    sku: product.sku,
    url,
    ...(description ? { description } : {}),
    ...(pictures.length > 0 ? { image: pictures } : {}),
    ...(brand ? { brand: { '@type': 'Brand', name: brand } } : {}),
    // Weights are kept in grams whatever unit the shop displays them in.
    ...(product.productWeight > 0
      ? { weight: { '@type': 'QuantitativeValue', value: product.productWeight, unitCode: 'GRM' } }
      : {}),
    offers: offer(product, url, options.currency ?? DEFAULT_CURRENCY, options.terms),
  };
}
