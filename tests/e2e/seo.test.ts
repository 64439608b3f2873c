import { describe, expect, it } from 'vitest';
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
