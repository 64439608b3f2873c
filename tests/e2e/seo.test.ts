import { describe, expect, it } from 'vitest';
import { toRouteName } from '../../src/core/routes/route-name';
import { apiProducts } from './support/catalogue';
import { siteUrl } from './support/pages';

/** The built HTML as a crawler gets it: no JavaScript runs. */
async function fetchText(path: string): Promise<string> {
  const res = await fetch(siteUrl(path));
  expect(res.status, `GET ${path}`).toBe(200);
  return res.text();
}

const head = (html: string) => html.slice(0, html.indexOf('</head>'));

/** Attributes of every tag of one name in an HTML fragment (values HTML-unescaped enough). */
function tags(html: string, name: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  for (const tag of html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))) {
    const attributes: Record<string, string> = {};
    for (const [, key = '', value = ''] of (tag[1] ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)) {
      attributes[key.toLowerCase()] = value.replace(/&amp;/g, '&');
    }
    found.push(attributes);
  }
  return found;
}

type JsonLd = Record<string, unknown>;

function jsonLd(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as JsonLd,
  );
}

describe('SEO files and tags (HTTP only)', () => {
  it('a product page has title, description, canonical, hreflang and JSON-LD', async () => {
    const [product] = await apiProducts({ category: 'Bags' });
    if (!product) throw new Error('no bags in the catalogue');
    const path = `/product/${product.url}`;
    const html = head(await fetchText(path));

    const title = /<title[^>]*>([\s\S]*?)<\/title>/.exec(html)?.[1]?.trim() ?? '';
    expect(title).toContain(product.lng.eng.name);

    const metas = tags(html, 'meta');
    const description = metas.find((m) => m.name === 'description')?.content ?? '';
    expect(description.length).toBeGreaterThan(20);

    const links = tags(html, 'link');
    const canonical = links.filter((l) => l.rel === 'canonical').map((l) => l.href);
    expect(canonical).toHaveLength(1);
    expect(new URL(canonical[0] ?? '').pathname).toBe(path);

    const alternates = Object.fromEntries(
      links.filter((l) => l.rel === 'alternate').map((l) => [l.hreflang, l.href]),
    );
    expect(Object.keys(alternates).sort()).toEqual(['en', 'it', 'x-default']);
    expect(new URL(alternates.en ?? '').pathname).toBe(path);
    expect(new URL(alternates.it ?? '').pathname).toBe(`/it${path}`);
    expect(new URL(alternates['x-default'] ?? '').pathname).toBe(path);
    expect(alternates.en).toBe(canonical[0]);

    const data = jsonLd(html);
    const productLd = data.find((d) => d['@type'] === 'Product');
    expect(productLd).toMatchObject({
      '@context': 'https://schema.org',
      name: product.lng.eng.name,
      sku: product.sku,
      offers: { '@type': 'Offer', priceCurrency: 'EUR' },
    });
    const breadcrumb = data.find((d) => d['@type'] === 'BreadcrumbList');
    const crumbs = (breadcrumb?.itemListElement ?? []) as { name: string; item: string }[];
    expect(crumbs.map((c) => c.name)).toEqual(['Home', product.category, product.lng.eng.name]);
    expect(new URL(crumbs.at(-1)?.item ?? '').pathname).toBe(path);
  });

  it('the Italian product page points at itself and its English twin', async () => {
    const [product] = await apiProducts({ category: 'Bags' });
    if (!product) throw new Error('no bags in the catalogue');
    const html = head(await fetchText(`/it/product/${product.url}`));
    expect(/<html[^>]*\blang="it"/.test(html)).toBe(true);
    const links = tags(html, 'link');
    const canonical = links.find((l) => l.rel === 'canonical')?.href ?? '';
    expect(new URL(canonical).pathname).toBe(`/it/product/${product.url}`);
    const productLd = jsonLd(html).find((d) => d['@type'] === 'Product');
    expect(productLd?.name).toBe(product.lng.ita.name);
  });

  it('sitemap.xml lists category pages in both languages', async () => {
    const xml = await fetchText('/sitemap.xml');
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? '').pathname,
    );
    expect(locations).toContain('/category/Bags');
    expect(locations).toContain('/it/category/Bags');
    expect(locations).not.toContain('/cart');
  });

  it('robots.txt names the sitemap', async () => {
    const robots = await fetchText('/robots.txt');
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });
});

interface DefaultsAnswer {
  brands: { name: string }[];
  categories: { name: string; lng: { eng: { subCategory: string } } }[];
}

/** The text of the <title>, its character references read as the browser reads them. */
const titleOf = (html: string) =>
  (/<title[^>]*>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
const descriptionOf = (html: string) =>
  tags(head(html), 'meta').find((m) => m.name === 'description')?.content ?? '';
const hrefs = (html: string) => new Set(tags(html, 'a').map((a) => a.href));

describe('what search engines reach and read (issue 25.13)', () => {
  it('every brand and sub-category page and the menu-only pages are plain links from the footer', async () => {
    const home = await fetchText('/');
    expect(hrefs(home).has('/brands')).toBe(true);
    const defaults = (await (await fetch(siteUrl('/api/defaults'))).json()) as DefaultsAnswer;
    const links = hrefs(await fetchText('/brands'));
    for (const brand of defaults.brands)
      expect(links).toContain(`/brand/${toRouteName(brand.name)}`);
    for (const category of defaults.categories) {
      for (const sub of category.lng.eng.subCategory.split(';').filter((s) => s.trim())) {
        expect(links).toContain(`/category/${toRouteName(category.name)}/${toRouteName(sub)}`);
      }
    }
    for (const path of ['/newsletter', '/solution', '/technology']) expect(links).toContain(path);
    const italian = hrefs(await fetchText('/it/brands'));
    expect(italian).toContain('/it/newsletter');
  });

  it('brand and category pages describe what they hold, each its own, in their language', async () => {
    const [product] = await apiProducts({ category: 'Bags' });
    if (!product) throw new Error('no bags in the catalogue');
    const brand = descriptionOf(await fetchText(`/brand/${toRouteName(product.brand)}`));
    const bags = descriptionOf(await fetchText('/category/Bags'));
    const borse = descriptionOf(await fetchText('/it/category/Bags'));
    expect(brand).toContain(product.lng.eng.brand);
    expect(brand).toMatch(/\d+ products? to choose from/);
    expect(bags).toMatch(/^Bags — \d+ products to choose from: .*Handbags/);
    expect(borse).toMatch(/^Borse — \d+ prodotti tra cui scegliere: .*Borse a mano/);
    expect(new Set([brand, bags, borse]).size).toBe(3);
  });

  it('every product page’s title is at most 65 characters, in both languages', async () => {
    const products = await apiProducts();
    expect(products.length).toBeGreaterThan(20);
    const long: string[] = [];
    for (const product of products) {
      for (const prefix of ['', '/it']) {
        const title = titleOf(await fetchText(`${prefix}/product/${product.url}`));
        expect(title).not.toBe('');
        if ([...title].length > 65) long.push(title);
      }
    }
    expect(long).toEqual([]);
  });

  it('the sitemap dates products and lists by their last change', async () => {
    const xml = await fetchText('/sitemap.xml');
    const urls = xml.split('<url>').slice(1);
    const entry = (path: string) => urls.find((url) => url.includes(`${path}</loc>`)) ?? '';
    const [product] = await apiProducts({ category: 'Bags' });
    if (!product) throw new Error('no bags in the catalogue');
    for (const path of [`/product/${product.url}`, '/category/Bags']) {
      const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(entry(path))?.[1] ?? '';
      expect(Number.isNaN(Date.parse(lastmod)), `${path}: ${lastmod}`).toBe(false);
      expect(Date.parse(lastmod)).toBeLessThanOrEqual(Date.now());
    }
  });

  it('a product’s offer says where it ships, its returns policy and how long its price holds', async () => {
    const [product] = await apiProducts({ category: 'Bags' });
    if (!product) throw new Error('no bags in the catalogue');
    const data = jsonLd(head(await fetchText(`/product/${product.url}`)));
    const offer = data.find((d) => d['@type'] === 'Product')?.offers as JsonLd;
    expect(offer.priceValidUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(String(offer.priceValidUntil))).toBeGreaterThan(Date.now());
    const shipping = offer.shippingDetails as JsonLd[];
    expect(shipping.length).toBeGreaterThan(0);
    expect(shipping[0]).toMatchObject({
      '@type': 'OfferShippingDetails',
      shippingRate: { '@type': 'MonetaryAmount', currency: 'EUR' },
      shippingDestination: { '@type': 'DefinedRegion' },
      deliveryTime: { '@type': 'ShippingDeliveryTime' },
    });
    expect(offer.hasMerchantReturnPolicy).toMatchObject({
      '@type': 'MerchantReturnPolicy',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    });
  });
});
