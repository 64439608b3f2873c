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
