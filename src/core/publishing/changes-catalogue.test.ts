import { describe, expect, it } from 'vitest';
import { changesCatalogue } from './changes-catalogue';

describe('which calls leave the static site stale', () => {
  it('counts catalogue and site writes', () => {
    expect(changesCatalogue('POST', '/api/admin_brands')).toBe(true);
    expect(changesCatalogue('DELETE', '/api/admin_categories_subs')).toBe(true);
    expect(changesCatalogue('PUT', '/api/admin_product')).toBe(true);
    expect(changesCatalogue('post', '/api/admin_site_company')).toBe(true);
    expect(changesCatalogue('POST', '/api/admin_product_stock_import/')).toBe(true);
    expect(changesCatalogue('DELETE', '/api/admin_product/42')).toBe(true);
    expect(changesCatalogue('POST', '/api/admin_orders/42')).toBe(false);
  });

  it('ignores reads and public calls', () => {
    expect(changesCatalogue('GET', '/api/admin_brands')).toBe(false);
    expect(changesCatalogue('HEAD', '/api/admin_brands')).toBe(false);
    expect(changesCatalogue('POST', '/api/cart')).toBe(false);
    expect(changesCatalogue('POST', '/api/admin')).toBe(false);
    expect(changesCatalogue('POST', '/images/admin_brands')).toBe(false);
  });

  it('ignores orders, customers, reviews, messages, uploads and publishing', () => {
    for (const name of [
      'admin_orders',
      'admin_complete_order',
      'admin_ship_order',
      'admin_cancel_order',
      'admin_ship_item',
      'admin_order_paid',
      'admin_reopen_order',
      'admin_return_item',
      'admin_receive_item',
      'admin_customers',
      'admin_reviews',
      'admin_messages',
      'admin_message_reply',
      'admin_image',
      'admin_publish',
    ]) {
      expect(changesCatalogue('POST', `/api/${name}`), name).toBe(false);
    }
  });
});
