/**
 * The navbar's items (spec 2), in the order the admin offers them. Apart from the settings'
 * schema so the admin screen reads them without the validation library.
 */
export const NAVIGATION_ITEMS = [
  'home',
  'brands',
  'categories',
  'gallery',
  'video',
  'products',
  'blog',
  'contact',
  'about',
] as const;
export type NavigationItem = (typeof NAVIGATION_ITEMS)[number];

/**
 * The footer's switches (spec 3, Navigation), each on: what the sample shop shows, and the
 * names the footer section's form edits.
 */
export const FOOTER_FLAGS_ON = {
  footerCompany: true,
  footerService: true,
  footerShop: true,
  footerCart: true,
  footerEmail: true,
  footerTel: true,
  footerAddress: true,
  footerContact: true,
  footerAbout: true,
  footerTerms: true,
  footerReturns: true,
} as const;

/** The mobile menu's switches, each on, likewise. */
export const MENU_FLAGS_ON = {
  menuBrand: true,
  menuCategory: true,
  menuGallery: true,
  menuVideo: true,
  menuBlog: true,
  menuProduct: true,
  menuAbout: true,
} as const;
