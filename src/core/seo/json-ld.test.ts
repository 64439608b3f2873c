import { describe, expect, it } from 'vitest';
import { makeProduct } from '../catalogue/testing/make-product';
import { breadcrumbJsonLd, pageTrailJsonLd, serializeJsonLd } from './json-ld';
import { centsToDecimal, productJsonLd } from './product-json-ld';

const SITE = 'https://shop.example';

function tote(overrides: Parameters<typeof makeProduct>[0] = {}) {
  const product = makeProduct({
    sku: 'BAG-001',
    brand: 'Venturi',
    sell: { price: 8900, inStock: 10, minStock: 2 },
    eng: { name: 'Alba Leather Tote', description: 'A roomy tote.', brand: 'Venturi' },
    ita: { name: 'Borsa in pelle Alba', description: 'Una borsa capiente.', brand: 'Venturi' },
    ...overrides,
  });
  product.image = {
    image1: '/images/bag-001-1.webp',
    images: ['/images/bag-001-1.webp', '/images/bag-001-2.webp'],
    published: 2,
  };
  return product;
}

const options = { lng: 'eng' as const, url: '/product/Alba_Leather_Tote', siteUrl: SITE };

describe('centsToDecimal', () => {
  it('writes cents as a decimal with two places', () => {
    expect(centsToDecimal(8900)).toBe('89.00');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(123456)).toBe('1234.56');
  });

  it('rejects fractions of a cent and negative prices', () => {
    expect(() => centsToDecimal(89.5)).toThrow(RangeError);
    expect(() => centsToDecimal(-100)).toThrow(RangeError);
  });
});

describe('productJsonLd', () => {
  it('describes the product with an in-stock euro offer', () => {
    expect(productJsonLd(tote(), options)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Alba Leather Tote',
      sku: 'BAG-001',
      url: 'https://shop.example/product/Alba_Leather_Tote',
      description: 'A roomy tote.',
      image: [
        'https://shop.example/images/bag-001-1.webp',
        'https://shop.example/images/bag-001-2.webp',
      ],
      brand: { '@type': 'Brand', name: 'Venturi' },
      weight: { '@type': 'QuantitativeValue', value: 500, unitCode: 'GRM' },
      offers: {
        '@type': 'Offer',
        url: 'https://shop.example/product/Alba_Leather_Tote',
        price: '89.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    });
  });

  it('uses the texts of the page language', () => {
    const ld = productJsonLd(tote(), {
      ...options,
      lng: 'ita',
      url: 'https://shop.example/it/product/Alba_Leather_Tote',
    });
    expect(ld.name).toBe('Borsa in pelle Alba');
    expect(ld.description).toBe('Una borsa capiente.');
    expect(ld.url).toBe('https://shop.example/it/product/Alba_Leather_Tote');
  });

  it('falls back to the English name but never to the English description', () => {
    const ld = productJsonLd(tote({ ita: { name: '', description: '' } }), {
      ...options,
      lng: 'ita',
    });
    expect(ld.name).toBe('Alba Leather Tote');
    expect(ld).not.toHaveProperty('description');
  });

  it('uses the meta description when the description is blank', () => {
    const ld = productJsonLd(
      tote({ eng: { name: 'Tote', description: ' ', metaDescr: 'Meta' } }),
      options,
    );
    expect(ld.description).toBe('Meta');
  });

  it('prices a 5-cent product as "0.05" in the given currency', () => {
    const ld = productJsonLd(tote({ sell: { price: 5 } }), { ...options, currency: 'GBP' });
    expect(ld.offers.price).toBe('0.05');
    expect(ld.offers.priceCurrency).toBe('GBP');
  });

  it('is out of stock at exactly minStock and in stock one above it', () => {
    const at = productJsonLd(tote({ sell: { inStock: 2, minStock: 2 } }), options);
    const above = productJsonLd(tote({ sell: { inStock: 3, minStock: 2 } }), options);
    expect(at.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(above.offers.availability).toBe('https://schema.org/InStock');
  });

  it('marks a deleted product as discontinued', () => {
    expect(productJsonLd(tote({ status: 'Z' }), options).offers.availability).toBe(
      'https://schema.org/Discontinued',
    );
  });

  it('gives a weight-priced product a per-kg unit price and no fixed price', () => {
    const ld = productJsonLd(tote({ sell: { sellBy: 'w', price: 4000 } }), options);
    expect(ld.offers).not.toHaveProperty('price');
    expect(ld.offers.priceSpecification).toEqual({
      '@type': 'UnitPriceSpecification',
      price: '40.00',
      priceCurrency: 'EUR',
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'KGM' },
    });
  });

  it('leaves out image and brand when there are none', () => {
    const bare = makeProduct({ sku: 'X-1' });
    const ld = productJsonLd(bare, options);
    expect(ld).not.toHaveProperty('image');
    expect(ld).not.toHaveProperty('brand');
    expect(ld.name).toBe('X-1');
  });

  it('falls back to image1 and keeps absolute image URLs', () => {
    const product = tote();
    product.image = { image1: 'https://cdn.example/a.jpg', images: [], published: 1 };
    expect(productJsonLd(product, options).image).toEqual(['https://cdn.example/a.jpg']);
  });
});

describe('breadcrumbJsonLd', () => {
  const trail = [
    { name: 'Home', url: 'https://shop.example/' },
    { name: 'Bags', url: 'https://shop.example/category/Bags' },
  ];

  it('numbers the items from 1', () => {
    expect(breadcrumbJsonLd(trail)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Bags',
          item: 'https://shop.example/category/Bags',
        },
      ],
    });
  });

  it('resolves site-relative URLs when given the site URL', () => {
    const ld = breadcrumbJsonLd([{ name: 'Borse', url: '/it/category/Bags' }], SITE);
    expect(ld.itemListElement[0]?.item).toBe('https://shop.example/it/category/Bags');
  });

  it('gives an empty list for no items', () => {
    expect(breadcrumbJsonLd([]).itemListElement).toEqual([]);
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element from inside a string', () => {
    const json = serializeJsonLd({ name: 'Tote</script><script>alert(1)</script>' });
    expect(json).not.toMatch(/<\/?script/i);
    expect(json).toBe(
      '{"name":"Tote\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"}',
    );
  });

  it('escapes &, <!-- and the JavaScript line separators', () => {
    const json = serializeJsonLd({ a: 'R&D <!-- x', b: 'line\u2028para\u2029' });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('R\\u0026D \\u003c!-- x');
    expect(json).toContain('line\\u2028para\\u2029');
  });

  it('reads back as the same data', () => {
    const data = { name: '</script> & <b> \u2028', n: 1, list: [true, null] };
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });

  it('rejects values JSON cannot represent', () => {
    expect(() => serializeJsonLd(undefined)).toThrow(TypeError);
  });
});

describe('pageTrailJsonLd', () => {
  it("gives each crumb its page's canonical address in the page's language", () => {
    const trail = [
      { name: 'Home', path: '/' },
      { name: 'Borse', path: '/category/Bags' },
    ];
    expect(pageTrailJsonLd(trail, 'https://shop.example', 'it').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/it' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Borse',
        item: 'https://shop.example/it/category/Bags',
      },
    ]);
    expect(pageTrailJsonLd(trail, 'https://shop.example', 'en').itemListElement[0]?.item).toBe(
      'https://shop.example/',
    );
  });
});
