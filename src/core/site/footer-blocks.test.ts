import { describe, expect, it } from 'vitest';
import type { CategoryEntry, PublicSiteSettings } from './shop-data';
import { buildSiteSettings } from '../../tools/seed/site-settings';
import { makeNavigation } from './testing/make-navigation';
import {
  addressLines,
  companyContacts,
  copyrightText,
  footerPlan,
  telHref,
  webUrl,
  whatsAppHref,
} from './footer-blocks';

type Navigation = PublicSiteSettings['navigation'];

/** The sample shop's settings (schema-checked); site() sets the parts the footer reads. */
const { email: _email, ...SEEDED_SITE } = buildSiteSettings();

function site(
  overrides: {
    navigation?: Partial<Navigation>;
    contact?: Partial<PublicSiteSettings['company']['contact']>;
    address?: Partial<PublicSiteSettings['company']['address']>;
    social?: Partial<PublicSiteSettings['social']>;
    cart?: Partial<PublicSiteSettings['cart']>;
    showFooterBanner?: boolean;
    footerBanner?: { image: string; width: number; height: number };
  } = {},
): PublicSiteSettings {
  const size = { image: '', width: 0, height: 0 };
  return {
    ...SEEDED_SITE,
    company: {
      name: 'Borse & Viaggi Srl',
      address: {
        line1: 'Via dei Viaggiatori 12',
        line2: '',
        city: 'Milano',
        region: 'MI',
        code: '20121',
        country: 'Italia',
        ...overrides.address,
      },
      contact: {
        emailContact: 'info@example.com',
        helpline: '+39 02 0000 1234',
        whatsApp: '+39 333 000 1234',
        ...overrides.contact,
      },
      logo: { image: '', width: 250, height: 80, align: 'left', showLogo: true },
      header: '',
    },
    social: {
      facebook: 'https://www.facebook.com/example',
      twitter: '',
      google: '',
      instagram: 'https://www.instagram.com/example',
      pinterest: '',
      ...overrides.social,
    },
    navigation: makeNavigation(overrides.navigation),
    banners: {
      home: { XL: size, LG: size, MD: size, SM: size },
      footerBanner: overrides.footerBanner ?? {
        image: '/images/banners/footer.webp',
        width: 1200,
        height: 200,
      },
    },
    cart: {
      showItem: true,
      showPrice: true,
      footerImage: { image: '/images/site/footer.webp', width: 100, height: 100 },
      ...overrides.cart,
    },
    home: {
      showSearch: true,
      showCart: true,
      showFooterBanner: overrides.showFooterBanner ?? true,
    },
  };
}

function category(_id: number, name: string, itaName: string, mainCat = true): CategoryEntry {
  return {
    _id,
    id: name.replace(/ /g, '_'),
    name,
    itaName,
    mainCat,
    subCategoryMenu: true,
    banner: { showBanner: false, image: '' },
    lng: {
      eng: { name, subCategory: '', brands: '' },
      ita: { name: itaName, subCategory: '', brands: '' },
    },
  };
}

const categories = [
  category(1, 'Bags', 'Borse'),
  category(2, 'Travel Luggage', 'Valigie'),
  category(3, 'Gift Cards', 'Buoni regalo', false),
];

const cart = { totalItems: 3, totalPrice: 25950, currency: 'EUR' };

describe('spec 2: "The footer has four optional blocks, each switched by a navigation flag"', () => {
  it('shows every block when every flag is on', () => {
    const plan = footerPlan(site(), categories, 'eng', cart);
    expect(plan.company).not.toBeNull();
    expect(plan.service).not.toBeNull();
    expect(plan.shop).not.toBeNull();
    expect(plan.cart).not.toBeNull();
  });

  it.each([
    ['footerCompany', 'company'],
    ['footerService', 'service'],
    ['footerShop', 'shop'],
    ['footerCart', 'cart'],
  ] as const)('hides the block when %s is off', (flag, block) => {
    const plan = footerPlan(site({ navigation: { [flag]: false } }), categories, 'eng', cart);
    expect(plan[block]).toBeNull();
  });

  it('hides everything when every flag is off', () => {
    const off = {
      footerCompany: false,
      footerService: false,
      footerShop: false,
      footerCart: false,
    };
    const plan = footerPlan(site({ navigation: off }), categories, 'eng', cart);
    expect(plan).toMatchObject({ company: null, service: null, shop: null, cart: null });
    expect(plan.cartImage).toBeNull();
  });
});

describe('spec 2: "company (contact email link, helpline, WhatsApp link, address, social links)"', () => {
  it('links the email, helpline and WhatsApp number, and lists the address and social links', () => {
    expect(footerPlan(site(), categories, 'eng', null).company).toEqual({
      email: { text: 'info@example.com', href: 'mailto:info@example.com' },
      helpline: { text: '+39 02 0000 1234', href: 'tel:+390200001234' },
      whatsApp: { text: '+39 333 000 1234', href: 'https://wa.me/393330001234' },
      address: ['Via dei Viaggiatori 12', '20121 Milano (MI)', 'Italia'],
      social: [
        { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/example' },
        { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/example' },
      ],
    });
  });

  it('drops the email, helpline and address lines by their flags (footerEmail, footerTel, footerAddress)', () => {
    const plan = footerPlan(
      site({ navigation: { footerEmail: false, footerTel: false, footerAddress: false } }),
      categories,
      'eng',
      null,
    );
    expect(plan.company?.email).toBeUndefined();
    expect(plan.company?.helpline).toBeUndefined();
    expect(plan.company?.address).toEqual([]);
    expect(plan.company?.whatsApp?.href).toBe('https://wa.me/393330001234');
  });

  it('drops lines whose value is blank even when their flag is on', () => {
    const plan = footerPlan(
      site({ contact: { emailContact: '', helpline: ' ', whatsApp: '' } }),
      categories,
      'eng',
      null,
    );
    expect(plan.company).toMatchObject({
      address: ['Via dei Viaggiatori 12', '20121 Milano (MI)', 'Italia'],
    });
    expect(plan.company?.email).toBeUndefined();
    expect(plan.company?.helpline).toBeUndefined();
    expect(plan.company?.whatsApp).toBeUndefined();
  });

  it('drops the whole block when nothing is left to show', () => {
    const plan = footerPlan(
      site({
        contact: { emailContact: '', helpline: '', whatsApp: '' },
        navigation: { footerAddress: false },
        social: { facebook: '', instagram: '' },
      }),
      categories,
      'eng',
      null,
    );
    expect(plan.company).toBeNull();
  });

  it('links only http(s) social addresses', () => {
    const plan = footerPlan(
      site({
        social: {
          facebook: 'javascript:alert(1)',
          instagram: 'www.instagram.com/example',
          pinterest: ' https://www.pinterest.com/example ',
        },
      }),
      categories,
      'eng',
      null,
    );
    expect(plan.company?.social).toEqual([
      { network: 'pinterest', label: 'Pinterest', href: 'https://www.pinterest.com/example' },
    ]);
  });
});

describe('contact links', () => {
  it('writes tel: links without spaces, keeping a leading +', () => {
    expect(telHref('+39 02 0000 1234')).toBe('tel:+390200001234');
    expect(telHref('(02) 555-0100')).toBe('tel:025550100');
    expect(telHref('n/a')).toBeUndefined();
  });

  it('writes WhatsApp click-to-chat links with digits only', () => {
    expect(whatsAppHref('+39 333 000 1234')).toBe('https://wa.me/393330001234');
    expect(whatsAppHref('')).toBeUndefined();
  });

  it('accepts http and https web addresses only', () => {
    expect(webUrl('https://example.com/shop')).toBe('https://example.com/shop');
    expect(webUrl('http://example.com')).toBe('http://example.com/');
    expect(webUrl('mailto:a@example.com')).toBeUndefined();
    expect(webUrl('')).toBeUndefined();
  });

  it('gives the company contacts regardless of the footer flags', () => {
    const contacts = companyContacts(
      site({ navigation: { footerEmail: false, footerTel: false } }).company,
    );
    expect(contacts.email?.href).toBe('mailto:info@example.com');
    expect(contacts.helpline?.href).toBe('tel:+390200001234');
  });

  it('writes the address in Italian order, leaving out blank parts', () => {
    const base = site().company.address;
    expect(addressLines({ ...base, line2: 'Scala B' })).toEqual([
      'Via dei Viaggiatori 12',
      'Scala B',
      '20121 Milano (MI)',
      'Italia',
    ]);
    expect(addressLines({ ...base, code: '', region: '' })).toEqual([
      'Via dei Viaggiatori 12',
      'Milano',
      'Italia',
    ]);
    expect(addressLines({ ...base, code: '', city: '' })).toEqual([
      'Via dei Viaggiatori 12',
      'MI',
      'Italia',
    ]);
  });
});

describe('spec 2: "service (contact, about, delivery partners, returns policy, terms)"', () => {
  it('links the five pages in order', () => {
    expect(footerPlan(site(), categories, 'eng', null).service?.map((link) => link.path)).toEqual([
      '/contact',
      '/about',
      '/delivery_terms',
      '/returns_policy',
      '/terms',
    ]);
  });

  it('drops contact, about, returns and terms by their flags; delivery partners stays', () => {
    const plan = footerPlan(
      site({
        navigation: {
          footerContact: false,
          footerAbout: false,
          footerReturns: false,
          footerTerms: false,
        },
      }),
      categories,
      'eng',
      null,
    );
    expect(plan.service).toEqual([{ key: 'delivery', path: '/delivery_terms' }]);
  });
});

describe('spec 2: "shop (main categories linking to /category/{name})"', () => {
  it('lists main categories only, named in the language, linked by English route name', () => {
    expect(footerPlan(site(), categories, 'ita', null).shop).toEqual([
      { id: 1, name: 'Borse', path: '/category/Bags' },
      { id: 2, name: 'Valigie', path: '/category/Travel_Luggage' },
    ]);
    expect(footerPlan(site(), categories, 'eng', null).shop?.[1]?.name).toBe('Travel Luggage');
  });

  it('drops the block when there is no main category', () => {
    expect(footerPlan(site(), [categories[2]!], 'eng', null).shop).toBeNull();
  });
});

describe('spec 2: "cart summary (empty message when there is no cart)"', () => {
  it('summarises items and total', () => {
    expect(footerPlan(site(), categories, 'eng', cart).cart).toEqual({
      kind: 'summary',
      totalItems: 3,
      totalPrice: 25950,
      currency: 'EUR',
      showItems: true,
      showPrice: true,
    });
  });

  it('is the empty message when there is no cart, or it holds nothing', () => {
    expect(footerPlan(site(), categories, 'eng', null).cart).toEqual({ kind: 'empty' });
    expect(
      footerPlan(site(), categories, 'eng', { totalItems: 0, totalPrice: 0, currency: 'EUR' }).cart,
    ).toEqual({ kind: 'empty' });
  });

  it('follows the cart settings showItem and showPrice', () => {
    const plan = footerPlan(
      site({ cart: { showItem: false, showPrice: false } }),
      categories,
      'eng',
      cart,
    );
    expect(plan.cart).toMatchObject({ showItems: false, showPrice: false });
  });

  it('shows the cart footer image beside the summary when one is set', () => {
    expect(footerPlan(site(), categories, 'eng', null).cartImage).toEqual({
      image: '/images/site/footer.webp',
      width: 100,
      height: 100,
    });
    const noImage = site({ cart: { footerImage: { image: '', width: 100, height: 100 } } });
    expect(footerPlan(noImage, categories, 'eng', null).cartImage).toBeNull();
  });
});

describe('spec 2: "an optional footer banner"', () => {
  it('shows the banner with its size when home.showFooterBanner is on and an image is set', () => {
    expect(footerPlan(site(), categories, 'eng', null).banner).toEqual({
      image: '/images/banners/footer.webp',
      width: 1200,
      height: 200,
    });
  });

  it('hides it when switched off or without an image', () => {
    expect(
      footerPlan(site({ showFooterBanner: false }), categories, 'eng', null).banner,
    ).toBeNull();
    const blank = site({ footerBanner: { image: '', width: 1200, height: 200 } });
    expect(footerPlan(blank, categories, 'eng', null).banner).toBeNull();
  });

  it('leaves out a size of 0 rather than writing width="0"', () => {
    const unsized = site({ footerBanner: { image: '/images/b.webp', width: 0, height: 200 } });
    expect(footerPlan(unsized, categories, 'eng', null).banner).toEqual({
      image: '/images/b.webp',
    });
  });
});

describe('spec 2: "a copyright line"', () => {
  it('reads © year company', () => {
    expect(copyrightText('Borse & Viaggi Srl', 2025)).toBe('© 2025 Borse & Viaggi Srl');
  });
});
