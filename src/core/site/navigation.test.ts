import { describe, expect, it } from 'vitest';
import { desktopMenu, menuVisibility, mobileMenu } from './navigation';
import type { SiteSettings } from './site-settings';
import { makeNavigation } from './testing/make-navigation';

const nav = (over: Partial<SiteSettings['navigation']>) =>
  makeNavigation({
    menuOrderL: ['home', 'categories', 'brands'],
    menuOrderR: ['blog', 'contact'],
    ...over,
  });

describe('navigation', () => {
  it('orders the desktop navbar as the settings list it, left then right', () => {
    expect(desktopMenu(nav({}))).toEqual({
      left: ['home', 'categories', 'brands'],
      right: ['blog', 'contact'],
    });
    expect(desktopMenu(nav({ menuOrderR: ['home', 'about'] })).right).toEqual(['about']);
  });

  it('shows mobile items by their navigation flags', () => {
    expect(mobileMenu(nav({}))).toHaveLength(9);
    const few = mobileMenu(nav({ menuBrand: false, menuVideo: false, menuAbout: false }));
    expect(few).not.toContain('brands');
    expect(few).not.toContain('video');
    expect(few).not.toContain('about');
    expect(few).toContain('home');
    expect(few).toContain('contact');
  });

  it('applies the account menu rules of spec section 2', () => {
    expect(menuVisibility(false, 0)).toEqual({
      adminMenus: false,
      accountMenu: false,
      login: true,
      logout: false,
      logoAndCart: true,
    });
    expect(menuVisibility(true, 1)).toMatchObject({
      accountMenu: true,
      logout: true,
      login: false,
    });
    expect(menuVisibility(true, 9)).toMatchObject({
      adminMenus: true,
      accountMenu: false,
      logoAndCart: false,
    });
  });
});
