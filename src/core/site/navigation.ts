import type { NavigationItem, SiteSettings } from './site-settings';
import { ADMIN_LEVEL } from '../customers/login-level';

/** Where each navbar item goes; brands and categories open a list of their own. */
export const NAVIGATION_LINKS: Record<NavigationItem, string | null> = {
  home: '/',
  brands: null,
  categories: null,
  gallery: '/gallery',
  video: '/video',
  products: '/shop/products',
  blog: '/posts',
  contact: '/contact',
  about: '/about',
};

type Flags = SiteSettings['navigation'];

/** Items without a flag of their own (home, contact) always show in the mobile menu. */
const MOBILE_FLAG: Partial<Record<NavigationItem, keyof Flags>> = {
  brands: 'menuBrand',
  categories: 'menuCategory',
  gallery: 'menuGallery',
  video: 'menuVideo',
  blog: 'menuBlog',
  products: 'menuProduct',
  about: 'menuAbout',
};

const MOBILE_ORDER: readonly NavigationItem[] = [
  'home',
  'products',
  'categories',
  'brands',
  'gallery',
  'video',
  'blog',
  'about',
  'contact',
];

/** Spec 2: "Desktop navbar order comes from site settings (left and right lists)." */
export function desktopMenu(nav: Flags): { left: NavigationItem[]; right: NavigationItem[] } {
  const unique = (items: readonly NavigationItem[]) => [...new Set(items)];
  const left = unique(nav.menuOrderL);
  return { left, right: unique(nav.menuOrderR).filter((item) => !left.includes(item)) };
}

/** Spec 2: "The mobile menu (breakpoint 767 pixels) shows items by navigation flags." */
export function mobileMenu(nav: Flags): NavigationItem[] {
  return MOBILE_ORDER.filter((item) => {
    const flag = MOBILE_FLAG[item];
    return flag === undefined || nav[flag] === true;
  });
}

export interface MenuVisibility {
  adminMenus: boolean;
  accountMenu: boolean;
  login: boolean;
  logout: boolean;
  /** "The logo, cart and header cart are hidden for administrators." */
  logoAndCart: boolean;
}

/** Spec 2's account and admin menu rules for a customer level (0 logged out, 1, 9). */
export function menuVisibility(loggedIn: boolean, level: number): MenuVisibility {
  const admin = loggedIn && level === ADMIN_LEVEL;
  return {
    adminMenus: admin,
    accountMenu: loggedIn && !admin,
    login: !loggedIn,
    logout: loggedIn,
    logoAndCart: !admin,
  };
}

/** Spec 2: the account menu entries, /forgot_password labelled as the account password. */
export const ACCOUNT_MENU = [
  { path: '/profile', key: 'account.profile' },
  { path: '/forgot_password', key: 'account.password' },
  { path: '/wishlist', key: 'account.wishlist' },
  { path: '/addressbook', key: 'account.addressbook' },
  { path: '/reviews', key: 'account.reviews' },
  { path: '/orders', key: 'account.orders' },
] as const;

/** Spec 2: the administrator's Admin and Shop dropdowns, in the spec's order. */
export const ADMIN_MENU = [
  { path: '/admin_site', key: 'admin.siteSettings' },
  { path: '/admin_product', key: 'admin.products' },
  { path: '/admin_product_stock_import', key: 'admin.updateStock' },
  { path: '/admin_country', key: 'admin.countries' },
  { path: '/admin_shipper', key: 'admin.shippers' },
  { path: '/admin_supplier', key: 'admin.suppliers' },
  { path: '/admin_brand', key: 'admin.brands' },
  { path: '/admin_category', key: 'admin.categories' },
  { path: '/admin_tax', key: 'admin.taxRates' },
  { path: '/admin_color', key: 'admin.colors' },
  { path: '/admin_style', key: 'admin.styles' },
  { path: '/admin_gallery', key: 'admin.gallery' },
  { path: '/admin_video', key: 'admin.videos' },
  // Ours (issue 25.12): the words a search also finds.
  { path: '/admin_search', key: 'admin.searchSynonyms' },
] as const;

export const SHOP_ADMIN_MENU = [
  { path: '/admin_orders', key: 'admin.orders' },
  { path: '/admin_sales', key: 'admin.sales' },
  { path: '/admin_reviews', key: 'admin.reviews' },
  { path: '/admin_messages', key: 'admin.messages' },
  { path: '/admin_customers', key: 'admin.customers' },
] as const;
