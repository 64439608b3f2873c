import { readdirSync } from 'node:fs';
import path from 'node:path';

/** One admin address to open, and the records it needs (an order, a customer, a product). */
export interface AdminScreen {
  name: string;
  path: string;
}

export interface ScreenRecords {
  orderId: string;
  customerId: string;
  sku: string;
}

/**
 * Every back-office page the site builds (src/pages/admin_*.tsx, so a new screen is benched
 * without touching this file), then the addresses below them that open a record: an order, a
 * customer, the product form in both languages.
 */
export function adminScreens(projectRoot: string, records: ScreenRecords): AdminScreen[] {
  const pages = readdirSync(path.join(projectRoot, 'src/pages'))
    .filter((file) => /^admin_[a-z_]+\.tsx$/.test(file))
    .map((file) => file.replace(/\.tsx$/, ''))
    .sort()
    .map((name) => ({ name, path: `/${name}` }));
  const sku = encodeURIComponent(records.sku);
  return [
    ...pages,
    { name: 'an order', path: `/admin_orders?order=${encodeURIComponent(records.orderId)}` },
    {
      name: 'a customer',
      path: `/admin_customers?customer=${encodeURIComponent(records.customerId)}`,
    },
    { name: 'product form (en)', path: `/admin_product/edit/${sku}` },
    { name: 'product form (it)', path: `/it/admin_product/edit/${sku}` },
    { name: 'customers (it)', path: '/it/admin_customers' },
    { name: 'messages (it)', path: '/it/admin_messages' },
  ];
}
