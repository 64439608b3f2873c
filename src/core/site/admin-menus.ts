/*
 * Only an administrator's header shows these: their own module, loaded when one signs in, so a
 * shopper's pages do not carry them (issue 25.15).
 */

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
