import type { CatalogueProduct } from '../catalogue/product';
import { deliveryDaysFor } from '../delivery/delivery-days';
import { deliveryFee, type DeliveryFees } from '../delivery/delivery-fee';

/*
 * What an Offer says beyond its price (issue 25.13): where it ships and for how much, the
 * returns policy and how long the price holds. Google's merchant listings read these from
 * shippingDetails, hasMerchantReturnPolicy and priceValidUntil.
 */

/** A delivery country as GET defaults lists it (spec section 3, Country). */
export interface ShippingCountry extends DeliveryFees {
  code: string;
  deliveryStdDays: string;
  deliveryExpressDays: string;
}

export interface OfferTerms {
  countries: readonly ShippingCountry[];
  /** The returns window in days (site settings, returns.days); 0: no returns. */
  returnDays: number;
  /** YYYY-MM-DD. */
  priceValidUntil: string;
}

const dayRange = (min: number, max: number) => ({
  '@type': 'QuantitativeValue' as const,
  minValue: min,
  maxValue: max,
  unitCode: 'DAY' as const,
});

/**
 * One OfferShippingDetails per delivery country: the standard fee of one unit of this product
 * (the cart's own rule, so 0 for a free-delivery product) and the country's standard days.
 */
export function shippingDetails(
  product: CatalogueProduct,
  countries: readonly ShippingCountry[],
  currency: string,
) {
  const paid = !product.sell.freeDelivery;
  return countries.map((country) => {
    const fee = deliveryFee({
      deliveryWeight: paid ? product.productWeight : 0,
      deliveryItems: paid ? 1 : 0,
      type: 'std',
      country,
    });
    const days = deliveryDaysFor(country, 'std');
    return {
      '@type': 'OfferShippingDetails' as const,
      shippingRate: {
        '@type': 'MonetaryAmount' as const,
        // Cents as a decimal with two places, as the offer's own price (centsToDecimal).
        value: (fee / 100).toFixed(2),
        currency,
      },
      shippingDestination: { '@type': 'DefinedRegion' as const, addressCountry: country.code },
      deliveryTime: {
        '@type': 'ShippingDeliveryTime' as const,
        // Orders are packed the working day they are placed or the next (spec 9's business days).
        handlingTime: dayRange(0, 1),
        transitTime: dayRange(days.min, days.max),
      },
    };
  });
}

/** The shop's one returns policy, for the countries it delivers to. */
export function merchantReturnPolicy(terms: Pick<OfferTerms, 'countries' | 'returnDays'>) {
  const applicableCountry = terms.countries.map((country) => country.code);
  if (terms.returnDays <= 0) {
    return {
      '@type': 'MerchantReturnPolicy' as const,
      applicableCountry,
      returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted' as const,
    };
  }
  return {
    '@type': 'MerchantReturnPolicy' as const,
    applicableCountry,
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow' as const,
    merchantReturnDays: terms.returnDays,
    returnMethod: 'https://schema.org/ReturnByMail' as const,
  };
}

/**
 * How long a built page's price is promised: to the end of the year after the build's, so
 * between one and two years. A price change rebuilds the page (the publish banner), so the date
 * only has to outlive the page it is on; a date that moved with every day's build would make
 * each day's first Publish render every product page again (docs/decisions.md, issue 27.3).
 */
export function priceValidUntil(builtAt: Date): string {
  return `${builtAt.getUTCFullYear() + 1}-12-31`;
}

export type ShippingDetailsJsonLd = ReturnType<typeof shippingDetails>;
export type ReturnPolicyJsonLd = ReturnType<typeof merchantReturnPolicy>;

/** The Offer's added fields; nothing when the terms are not known (a preview, a test page). */
export function offerTerms(
  product: CatalogueProduct,
  terms: OfferTerms | undefined,
  currency: string,
) {
  if (!terms) return {};
  return {
    priceValidUntil: terms.priceValidUntil,
    ...(terms.countries.length > 0
      ? {
          shippingDetails: shippingDetails(product, terms.countries, currency),
          hasMerchantReturnPolicy: merchantReturnPolicy(terms),
        }
      : {}),
  };
}
