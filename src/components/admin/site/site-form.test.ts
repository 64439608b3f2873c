import { describe, expect, it } from 'vitest';
import { ADMIN_SITE_WRITES } from '../../../core/validation/admin-site';
import { buildSiteSettings } from '../../../tools/seed/site-settings';
import {
  bodyFor,
  checkForm,
  formFieldOf,
  formFor,
  imageKey,
  pictureAddress,
  type SiteForm,
} from './site-form';
import { SECTION_PLANS, SITE_SECTIONS, sectionPaths, type SiteSection } from './site-sections';

// The API hands pictures out as /images/<key>; the form starts from that answer.
function presented() {
  const site = buildSiteSettings();
  site.company.logo.image = `/images/${site.company.logo.image}`;
  site.banners.home.XL.image = `/images/${site.banners.home.XL.image}`;
  return site;
}

const serverRefuses = (section: SiteSection, form: SiteForm) =>
  !ADMIN_SITE_WRITES[SECTION_PLANS[section].write].safeParse(bodyFor(section, form)).success;

describe('site settings form ↔ write bodies', () => {
  it.each(SITE_SECTIONS)(
    '%s: the unedited form passes both checks and keeps every value',
    (section) => {
      const site = presented();
      const form = formFor(section, site);
      expect(checkForm(section, form)).toEqual({});
      const parsed = ADMIN_SITE_WRITES[SECTION_PLANS[section].write].safeParse(
        bodyFor(section, form),
      );
      expect(parsed.error?.issues ?? []).toEqual([]);
      // What the server stores equals what the site held (pictures back to keys).
      const seed = buildSiteSettings();
      for (const [key, value] of Object.entries(parsed.data ?? {})) {
        if (key === 'navigation') {
          for (const [flag, setting] of Object.entries(value as object)) {
            expect(setting).toEqual(seed.navigation[flag as keyof typeof seed.navigation]);
          }
        } else {
          expect(value).toEqual(seed[key as keyof typeof seed]);
        }
      }
    },
  );

  it('turns typed sizes into numbers and shop languages into the comma list', () => {
    const form = formFor('languages', presented());
    expect(form['shop.lng']).toEqual(['eng', 'ita']);
    expect(bodyFor('languages', { ...form, 'shop.lng': ['ita'] })).toEqual({
      product: { lng: ['eng', 'ita'] },
      shop: { lng: 'ita' },
    });
    const cart = formFor('cart', presented());
    expect(cart['cart.footerImage.width']).toBe(String(buildSiteSettings().cart.footerImage.width));
    const body = bodyFor('cart', { ...cart, 'cart.footerImage.width': ' 640 ' });
    expect(body).toMatchObject({ cart: { footerImage: { width: 640 } } });
  });

  it('sends only the navigation keys its write owns', () => {
    const page = bodyFor('page', formFor('page', presented())) as { navigation: object };
    const service = bodyFor('service', formFor('service', presented())) as { navigation: object };
    expect(Object.keys(page.navigation).every((k) => k.startsWith('menu'))).toBe(true);
    expect(Object.keys(service.navigation).every((k) => k.startsWith('footer'))).toBe(true);
  });

  it.each<[SiteSection, string, string | string[], string]>([
    ['company', 'company.name', 'x'.repeat(121), 'tooLong'],
    ['company', 'company.contact.emailContact', 'not-an-address', 'email'],
    ['company', 'company.logo.width', '0', 'range'],
    ['company', 'company.logo.height', '2001', 'range'],
    ['company', 'company.logo.image', 'Logo With Spaces.png', 'image'],
    ['page', 'colors.back', '#12345', 'color'],
    ['page', 'colors.fontSize', '16pt', 'fontSize'],
    ['page', 'banners.home.XL.width', '12.5', 'range'],
    ['page', 'banners.home.SM.height', '', 'range'],
    ['page', 'navigation.menuOrderL', ['home', 'shop'], 'order'],
    ['shop', 'titleDivider', '------', 'tooLong'],
    ['languages', 'shop.lng', [], 'languages'],
    ['languages', 'product.lng', [], 'languages'],
    ['seo', 'seo.ita.description', 'd'.repeat(501), 'tooLong'],
    ['email', 'email.orderCopyTo', 'orders@', 'email'],
  ])('%s: %s = %j is refused here as on the server (%s)', (section, path, value, key) => {
    const form = { ...formFor(section, presented()), [path]: value };
    expect(checkForm(section, form)[path]?.key).toBe(key);
    expect(serverRefuses(section, form)).toBe(true);
  });

  it('accepts what the server accepts at the limits', () => {
    const form = {
      ...formFor('company', presented()),
      'company.name': 'x'.repeat(120),
      'company.logo.width': '2000',
      'company.logo.image': '',
      'company.contact.emailContact': '',
    };
    expect(checkForm('company', form)).toEqual({});
    expect(serverRefuses('company', form)).toBe(false);
  });

  it('reads picture addresses as keys', () => {
    expect(imageKey(' /images/site/logo.webp ')).toBe('site/logo.webp');
    expect(imageKey('banners/x.webp')).toBe('banners/x.webp');
    expect(pictureAddress('banners/x.webp')).toBe('/images/banners/x.webp');
    expect(pictureAddress('/images/site/logo.webp')).toBe('/images/site/logo.webp');
    expect(pictureAddress('banners/')).toBe('');
    expect(pictureAddress('')).toBe('');
  });

  it('places server field errors on the field they are about', () => {
    const paths = sectionPaths('page');
    expect(formFieldOf('colors.back', paths)).toBe('colors.back');
    expect(formFieldOf('navigation.menuOrderL.2', paths)).toBe('navigation.menuOrderL');
    expect(formFieldOf('navigation', paths)).toBeUndefined();
    expect(formFieldOf('company.name', paths)).toBeUndefined();
  });
});
