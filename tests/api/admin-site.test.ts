import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettingsSchema, type SiteSettings } from '../../src/core/site/site-settings';
import { siteSettings } from '../../src/server/db/schema';
import { createTestApp, signedInAs, type TestApp } from '../support/test-app';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAs(t.db, 'A')).headers;
});
afterAll(() => t.drop());

type Site = SiteSettings;

const storedSettings = async (): Promise<Site> => {
  const [row] = await t.db.select().from(siteSettings).where(eq(siteSettings.id, 1));
  if (!row) throw new Error('no site settings row');
  return row.settings;
};

const adminSite = async (): Promise<Site> => {
  const res = await t.get('/api/admin_site', admin);
  expect(res.status).toBe(200);
  return res.body.site as Site;
};

const footerKeys = (nav: Site['navigation']) =>
  Object.fromEntries(Object.entries(nav).filter(([key]) => key.startsWith('footer')));
const menuKeys = (nav: Site['navigation']) =>
  Object.fromEntries(Object.entries(nav).filter(([key]) => key.startsWith('menu')));

/** Each write: a valid edited body built from the current site, and what it must change. */
const WRITES: Record<
  string,
  { body: (site: Site) => Record<string, unknown>; check: (site: Site) => void }
> = {
  company: {
    body: (site) => ({
      company: { ...site.company, name: 'Renamed Srl', logo: { ...site.company.logo, width: 77 } },
      social: { ...site.social, twitter: 'https://x.example/shop' },
    }),
    check: (site) => {
      expect(site.company.name).toBe('Renamed Srl');
      expect(site.company.logo.width).toBe(77);
      expect(site.social.twitter).toBe('https://x.example/shop');
    },
  },
  page: {
    body: (site) => ({
      navigation: { ...menuKeys(site.navigation), menuBlog: false, menuOrderR: ['contact'] },
      banners: site.banners,
      colors: { ...site.colors, front: '#123abc' },
      home: { ...site.home, showSearch: false },
    }),
    check: (site) => {
      expect(site.navigation.menuBlog).toBe(false);
      expect(site.navigation.menuOrderR).toEqual(['contact']);
      expect(site.colors.front).toBe('#123abc');
      expect(site.home.showSearch).toBe(false);
    },
  },
  cto: {
    body: (site) => ({
      titleDivider: ' - ',
      showAppOnTitle: !site.showAppOnTitle,
      shopActive: false,
      login: { useLogin: false },
      analytics: { gaKey: 'G-TEST123' },
    }),
    check: (site) => {
      expect(site.titleDivider).toBe(' - ');
      expect(site.shopActive).toBe(false);
      expect(site.login.useLogin).toBe(false);
      expect(site.analytics.gaKey).toBe('G-TEST123');
    },
  },
  cart: {
    body: (site) => ({ cart: { ...site.cart, showPrice: false } }),
    check: (site) => expect(site.cart.showPrice).toBe(false),
  },
  product: {
    body: () => ({ product: { lng: ['ita'] }, shop: { lng: 'ita' } }),
    check: (site) => {
      expect(site.product.lng).toEqual(['ita']);
      expect(site.shop.lng).toBe('ita');
    },
  },
  payment: {
    body: (site) => ({ payment: { ...site.payment, paypal: false, currency: 'GBP' } }),
    check: (site) => expect(site.payment).toMatchObject({ paypal: false, currency: 'GBP' }),
  },
  seo: {
    body: (site) => ({
      headers: { ...site.headers, ita: { ...site.headers.ita, home: 'Benvenuti' } },
      seo: { ...site.seo, eng: { title: 'New title', description: 'New description' } },
      meta: { ...site.meta, ita: { keywords: 'borse', author: 'Noi' } },
    }),
    check: (site) => {
      expect(site.headers.ita.home).toBe('Benvenuti');
      expect(site.seo.eng).toEqual({ title: 'New title', description: 'New description' });
      expect(site.meta.ita).toEqual({ keywords: 'borse', author: 'Noi' });
    },
  },
  service: {
    body: (site) => ({ navigation: { ...footerKeys(site.navigation), footerTerms: false } }),
    check: (site) => expect(site.navigation.footerTerms).toBe(false),
  },
  email: {
    body: () => ({
      email: { fromName: 'Shop', fromAddress: 'shop@example.com', orderCopyTo: '' },
    }),
    check: (site) =>
      expect(site.email).toEqual({
        fromName: 'Shop',
        fromAddress: 'shop@example.com',
        orderCopyTo: '',
      }),
  },
};

describe('admin site settings: who may call', () => {
  it('refuses anonymous callers (401), forged tokens (401) and customers (403), storing nothing', async () => {
    const before = await storedSettings();
    const customer = await signedInAs(t.db, 'C');
    expect((await t.get('/api/admin_site')).status).toBe(401);
    expect(
      (await t.get('/api/admin_site', { authorization: 'Bearer forged.token.x' })).status,
    ).toBe(401);
    expect((await t.get('/api/admin_site', customer.headers)).status).toBe(403);
    for (const name of Object.keys(WRITES)) {
      const path = `/api/admin_site_${name}`;
      const writeBody = WRITES[name]!.body(before);
      expect((await t.send('POST', path, writeBody)).status).toBe(401);
      expect(
        (await t.send('POST', path, writeBody, { authorization: 'Bearer forged.token.x' })).status,
      ).toBe(401);
      expect((await t.send('POST', path, writeBody, customer.headers)).status).toBe(403);
    }
    expect(await storedSettings()).toEqual(before);
  });
});

describe('GET /api/admin_site', () => {
  it('answers every section, mail routing included, with pictures as public addresses', async () => {
    const site = await adminSite();
    expect(siteSettingsSchema.safeParse(site).success).toBe(true);
    expect(site.email.fromAddress).toContain('@');
    expect(site.company.logo.image).toMatch(/^\/images\//);
  });
});

describe('POST /api/admin_site_*', () => {
  for (const [name, write] of Object.entries(WRITES)) {
    it(`admin_site_${name} changes only its sections and shows at once in admin_site and defaults`, async () => {
      const before = await adminSite();
      const body = write.body(before);
      const res = await t.send('POST', `/api/admin_site_${name}`, body, admin);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const answered = res.body.site as Site;
      write.check(answered);
      expect(siteSettingsSchema.safeParse(answered).success).toBe(true);

      const sections = Object.keys(body);
      for (const key of Object.keys(before) as (keyof Site)[]) {
        if (key === 'navigation') continue;
        if (!sections.includes(key)) expect(answered[key], key).toEqual(before[key]);
      }
      // Navigation is shared: page owns the menu keys, service the footer keys.
      if (name !== 'page')
        expect(menuKeys(answered.navigation)).toEqual(menuKeys(before.navigation));
      if (name !== 'service') {
        expect(footerKeys(answered.navigation)).toEqual(footerKeys(before.navigation));
      }

      expect(await adminSite()).toEqual(answered);
      const adminDefaults = await t.get('/api/defaults', admin);
      expect(adminDefaults.body.site).toEqual(answered);
      const { email: _email, ...visible } = answered;
      const visitorDefaults = await t.get('/api/defaults');
      expect(visitorDefaults.body.site).toEqual(visible);
    });
  }

  it('stores picture keys when a form sends back the addresses it read', async () => {
    const site = await adminSite();
    const res = await t.send('POST', '/api/admin_site_cart', { cart: site.cart }, admin);
    expect(res.status).toBe(200);
    expect(site.cart.footerImage.image).toMatch(/^\/images\//);
    expect((await storedSettings()).cart.footerImage.image).toBe(
      site.cart.footerImage.image.replace(/^\/images\//, ''),
    );
  });

  it('accepts the caller email and token in the body without storing them', async () => {
    const site = await adminSite();
    const token = admin.authorization!.replace('Bearer ', '');
    // Spec 6: the credentials in the body, no header; they must be the caller's own (issue 19).
    const res = await t.send('POST', '/api/admin_site_payment', {
      payment: site.payment,
      email: admin.customer,
      token,
    });
    expect(res.status).toBe(200);
    const stored = (await storedSettings()) as Record<string, unknown>;
    expect(stored).not.toHaveProperty('token');
    expect(typeof stored.email).toBe('object');
  });

  const BAD: [string, (site: Site) => Record<string, unknown>, string][] = [
    [
      'page',
      (s) => ({ ...WRITES.page!.body(s), colors: { ...s.colors, back: 'red' } }),
      'colors.back',
    ],
    [
      'page',
      (s) => ({
        ...WRITES.page!.body(s),
        banners: { ...s.banners, footerBanner: { ...s.banners.footerBanner, width: 0 } },
      }),
      'banners.footerBanner.width',
    ],
    [
      'company',
      (s) => ({ ...WRITES.company!.body(s), social: { ...s.social, tiktok: 'x' } }),
      'social',
    ],
    ['cto', (s) => ({ ...WRITES.cto!.body(s), shopActive: 'true' }), 'shopActive'],
    ['product', () => ({ product: { lng: ['eng'] }, shop: { lng: 'eng,fra' } }), 'shop.lng'],
    ['product', () => ({ product: { lng: ['eng'] }, shop: { lng: 'eng,eng' } }), 'shop.lng'],
    ['product', () => ({ product: { lng: [] }, shop: { lng: 'eng' } }), 'product.lng'],
    [
      'service',
      (s) => ({ navigation: { ...footerKeys(s.navigation), menuBlog: true } }),
      'navigation',
    ],
    [
      'cart',
      (s) => ({ cart: { ...s.cart, footerImage: { ...s.cart.footerImage, image: '../x' } } }),
      'cart.footerImage.image',
    ],
    [
      'email',
      () => ({ email: { fromName: 'x', fromAddress: 'not-an-email', orderCopyTo: '' } }),
      'email.fromAddress',
    ],
    ['seo', (s) => ({ headers: s.headers, seo: s.seo }), 'meta'],
  ];
  for (const [name, body, field] of BAD) {
    it(`admin_site_${name} refuses a bad ${field} naming the field, storing nothing`, async () => {
      const before = await storedSettings();
      const res = await t.send('POST', `/api/admin_site_${name}`, body(await adminSite()), admin);
      expect(res.status).toBe(400);
      const fields = res.body.fields as { field: string }[];
      expect(fields.map((f) => f.field)).toContain(field);
      expect(await storedSettings()).toEqual(before);
    });
  }

  it('keeps both halves of navigation when page and service are saved at the same time', async () => {
    const site = await adminSite();
    const [page, service] = await Promise.all([
      t.send(
        'POST',
        '/api/admin_site_page',
        {
          ...WRITES.page!.body(site),
          navigation: { ...menuKeys(site.navigation), menuVideo: false },
        },
        admin,
      ),
      t.send(
        'POST',
        '/api/admin_site_service',
        { navigation: { ...footerKeys(site.navigation), footerReturns: false } },
        admin,
      ),
    ]);
    expect([page.status, service.status]).toEqual([200, 200]);
    const stored = await storedSettings();
    expect(stored.navigation.menuVideo).toBe(false);
    expect(stored.navigation.footerReturns).toBe(false);
  });
});
