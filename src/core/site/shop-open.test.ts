import { describe, expect, it } from 'vitest';
import { showsPage } from './shop-open';

describe('showsPage', () => {
  it('shows every page of an open shop', () => {
    expect(showsPage(true, false, '/category/Bags')).toBe(true);
  });

  it('shows a closed shop to visitors only as the notice, except login and the back office', () => {
    expect(showsPage(false, false, '/')).toBe(false);
    expect(showsPage(false, false, '/product/Red_bag')).toBe(false);
    expect(showsPage(false, false, '/login_help')).toBe(false);
    expect(showsPage(false, false, '/login')).toBe(true);
    expect(showsPage(false, false, '/admin_site')).toBe(true);
  });

  it('shows a closed shop whole to an administrator', () => {
    expect(showsPage(false, true, '/')).toBe(true);
    expect(showsPage(false, true, '/product/Red_bag')).toBe(true);
  });
});
