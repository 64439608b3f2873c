import { describe, expect, it } from 'vitest';
import { makeProduct } from '../catalogue/testing/make-product';
import { productJsonLd } from './product-json-ld';
import { priceValidUntil, type OfferTerms, type ShippingCountry } from './offer-terms';

const italy: ShippingCountry = {
  code: 'IT',
  deliveryStdDays: '2-4',
  deliveryExpressDays: '1',
  deliveryStdFee: 0,
  deliveryExpressFee: 1500,
  deliveryFeeKg: 590,
  deliveryFee5: 990,
  deliveryFee10: 1490,
};
const france: ShippingCountry = {
  ...italy,
  code: 'FR',
  deliveryStdDays: '5',
  deliveryStdFee: 1200,
};
const terms: OfferTerms = {
  countries: [italy, france],
  returnDays: 30,
  priceValidUntil: '2027-11-27',
};
const options = {
  lng: 'eng' as const,
  url: '/product/Tote',
  siteUrl: 'https://shop.example',
  terms,
};

/** 1.5 kg: the 1–5 kg band (deliveryFee5) where no fixed standard fee replaces it. */
function bag() {
  const product = makeProduct();
  product.productWeight = 1500;
  return product;
}

const offerOf = (product = bag()) => productJsonLd(product, options).offers;

describe('the offer’s shipping, returns and price validity (issue 25.13)', () => {
  it('ships to each delivery country at the standard fee of one unit, in the country’s days', () => {
    const offer = offerOf();
    expect(offer.shippingDetails).toEqual([
      {
        '@type': 'OfferShippingDetails',
        shippingRate: { '@type': 'MonetaryAmount', value: '9.90', currency: 'EUR' },
        shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'IT' },
        deliveryTime: {
          '@type': 'ShippingDeliveryTime',
          handlingTime: { '@type': 'QuantitativeValue', minValue: 0, maxValue: 1, unitCode: 'DAY' },
          transitTime: { '@type': 'QuantitativeValue', minValue: 2, maxValue: 4, unitCode: 'DAY' },
        },
      },
      expect.objectContaining({
        shippingRate: { '@type': 'MonetaryAmount', value: '12.00', currency: 'EUR' },
        shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'FR' },
      }),
    ]);
  });

  it('ships a free-delivery product for nothing', () => {
    const product = bag();
    product.sell.freeDelivery = true;
    const rates = offerOf(product).shippingDetails?.map((d) => d.shippingRate.value);
    expect(rates).toEqual(['0.00', '0.00']);
  });

  it('names the returns window for the delivery countries, or no returns at all', () => {
    expect(offerOf().hasMerchantReturnPolicy).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: ['IT', 'FR'],
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 30,
      returnMethod: 'https://schema.org/ReturnByMail',
    });
    const none = productJsonLd(makeProduct(), { ...options, terms: { ...terms, returnDays: 0 } });
    expect(none.offers.hasMerchantReturnPolicy?.returnPolicyCategory).toBe(
      'https://schema.org/MerchantReturnNotPermitted',
    );
  });

  it('holds the price to the end of the next year: at least a year from the build', () => {
    expect(offerOf().priceValidUntil).toBe(terms.priceValidUntil);
    expect(priceValidUntil(new Date('2026-11-27T16:00:00Z'))).toBe('2027-12-31');
    expect(priceValidUntil(new Date('2028-02-29T10:00:00Z'))).toBe('2029-12-31');
    // The last build of a year still promises a whole year.
    expect(priceValidUntil(new Date('2026-12-31T23:59:59Z'))).toBe('2027-12-31');
  });

  it('promises the same date from every build of a year, so a day later renders no page again', () => {
    const builds = ['2026-01-01T00:00:00Z', '2026-06-15T12:00:00Z', '2026-12-31T23:59:59Z'];
    const dates = new Set(builds.map((built) => priceValidUntil(new Date(built))));
    expect([...dates]).toEqual(['2027-12-31']);
    for (const built of builds) {
      const afterAYear = new Date(built);
      afterAYear.setUTCFullYear(afterAYear.getUTCFullYear() + 1);
      expect(Date.parse(priceValidUntil(new Date(built)))).toBeGreaterThanOrEqual(
        Date.parse(afterAYear.toISOString().slice(0, 10)),
      );
    }
  });
});
