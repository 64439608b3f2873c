import { describe, expect, it } from 'vitest';
import {
  adminSiteCartSchema,
  adminSiteCompanySchema,
  adminSiteEmailSchema,
  adminSiteProductSchema,
  siteImageSchema,
} from './admin-site';
import { messagesOf } from './testing';

const cart = {
  showItem: true,
  showPrice: true,
  footerImage: { image: 'site/footer.webp', width: 300, height: 120 },
};

describe('admin site settings writes', () => {
  it('stores picture keys, taking back the public address GET admin_site hands out', () => {
    expect(siteImageSchema.parse('/images/site/logo.webp')).toBe('site/logo.webp');
    expect(siteImageSchema.parse('banners/home-xl.webp')).toBe('banners/home-xl.webp');
    expect(siteImageSchema.parse('')).toBe('');
    for (const bad of ['../secret', '/etc/passwd', 'site//x.webp', 'site/.hidden', 'Site/X.webp']) {
      expect(siteImageSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('refuses unknown keys at every depth', () => {
    expect(adminSiteCartSchema.safeParse({ cart }).success).toBe(true);
    expect(Object.keys(messagesOf(adminSiteCartSchema, { cart, extra: 1 }))).toEqual(['(root)']);
    expect(
      Object.keys(
        messagesOf(adminSiteCartSchema, {
          cart: { ...cart, footerImage: { ...cart.footerImage, alt: 'x' } },
        }),
      ),
    ).toEqual(['cart.footerImage']);
    expect(
      messagesOf(adminSiteCompanySchema, { company: {}, social: {} })['company.name'],
    ).toBeDefined();
  });

  it('wants sizes as positive integers', () => {
    const withWidth = (width: unknown) => ({
      cart: { ...cart, footerImage: { ...cart.footerImage, width } },
    });
    for (const width of [0, -3, 1.5, '300']) {
      expect(Object.keys(messagesOf(adminSiteCartSchema, withWidth(width))), String(width)).toEqual(
        ['cart.footerImage.width'],
      );
    }
  });

  it('wants each shop and product language once, at least one, eng or ita only', () => {
    const ok = { product: { lng: ['eng', 'ita'] }, shop: { lng: 'ita,eng' } };
    expect(adminSiteProductSchema.safeParse(ok).success).toBe(true);
    for (const lng of ['', 'eng,', 'eng,eng', 'eng,fra', 'ENG']) {
      expect(
        Object.keys(messagesOf(adminSiteProductSchema, { ...ok, shop: { lng } })),
        lng,
      ).toEqual(['shop.lng']);
    }
    for (const lng of [[], ['eng', 'eng'], ['fra']]) {
      expect(Object.keys(messagesOf(adminSiteProductSchema, { ...ok, product: { lng } }))).toEqual([
        expect.stringMatching(/^product\.lng/),
      ]);
    }
  });

  it('knows only sections: the caller email and token are taken out before (body-credentials.ts)', () => {
    const email = { fromName: 'Shop', fromAddress: 'a@example.com', orderCopyTo: '' };
    expect(adminSiteEmailSchema.parse({ email })).toEqual({ email });
    expect(adminSiteEmailSchema.safeParse({ email: 'boss@example.com' }).success).toBe(false);
    expect(adminSiteCartSchema.safeParse({ cart, token: 't' }).success).toBe(false);
  });
});
