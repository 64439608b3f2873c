import { describe, expect, it } from 'vitest';
import { CACHE_TAGS } from './cache-policy';
import { tagsChangedBy } from './purge-tags';

describe('tagsChangedBy', () => {
  it('names the data each admin write changes', () => {
    expect(tagsChangedBy('POST', '/api/admin_brands')).toEqual(['brands']);
    expect(tagsChangedBy('DELETE', '/api/admin_categories_subs')).toEqual(['categories']);
    expect(tagsChangedBy('POST', '/api/admin_tax_rates')).toEqual(['tax-rates']);
    expect(tagsChangedBy('put', '/api/admin_product_stock')).toEqual(['products']);
    expect(tagsChangedBy('POST', '/api/admin_site_company')).toEqual(['site']);
    expect(tagsChangedBy('POST', '/api/admin_site_payment')).toEqual(['site']);
    expect(tagsChangedBy('POST', '/api/admin_reviews')).toEqual(['reviews']);
    expect(tagsChangedBy('DELETE', '/api/admin_reviews')).toEqual(['reviews']);
    expect(tagsChangedBy('POST', '/api/admin_cancel_order')).toEqual(['products']);
    expect(tagsChangedBy('POST', '/api/admin_receive_item')).toEqual(['products']);
  });

  it('leaves alone what no public read shows', () => {
    for (const name of [
      'admin_suppliers',
      'admin_orders',
      'admin_ship_order',
      'admin_order_paid',
      'admin_customers',
      'admin_messages',
      'admin_image',
      'admin_publish',
      // The imports purge themselves, after an apply only.
      'admin_product_import',
      'admin_product_update_stock_level',
    ]) {
      expect(tagsChangedBy('POST', `/api/${name}`), name).toEqual([]);
    }
  });

  it('purges everything after an admin write it does not know that changes the pages', () => {
    expect(tagsChangedBy('POST', '/api/admin_something_new')).toEqual([...CACHE_TAGS]);
  });

  it('knows the public writes that change a public read', () => {
    expect(tagsChangedBy('POST', '/api/posts')).toEqual(['posts']);
    expect(tagsChangedBy('DELETE', '/api/posts/c123')).toEqual(['posts']);
    expect(tagsChangedBy('POST', '/api/delete_account')).toEqual(['reviews']);
    for (const path of ['/api/add_cart', '/api/order_confirm', '/api/reviews', '/api/signin']) {
      expect(tagsChangedBy('POST', path), path).toEqual([]);
    }
  });

  it('never purges on a read', () => {
    expect(tagsChangedBy('GET', '/api/admin_brands')).toEqual([]);
    expect(tagsChangedBy('GET', '/api/posts')).toEqual([]);
  });
});
