import { describe, expect, it } from 'vitest';
import { FOOTER_FLAGS_ON, MENU_FLAGS_ON, NAVIGATION_ITEMS } from './navigation-items';
import { navigationSchema } from './site-settings';

describe('the navigation settings’ names', () => {
  it('name every switch of the settings once, footer and menu apart', () => {
    const footer = Object.keys(FOOTER_FLAGS_ON);
    const menu = Object.keys(MENU_FLAGS_ON);
    const switches = Object.keys(navigationSchema.shape).filter(
      (key) => !key.startsWith('menuOrder'),
    );
    expect([...footer, ...menu].sort()).toEqual(switches.sort());
    expect(footer.every((key) => key.startsWith('footer'))).toBe(true);
    expect(menu.every((key) => key.startsWith('menu'))).toBe(true);
  });

  it('are valid settings when all are on, with navbar lists from the items', () => {
    const parsed = navigationSchema.safeParse({
      ...FOOTER_FLAGS_ON,
      ...MENU_FLAGS_ON,
      menuOrderL: NAVIGATION_ITEMS.slice(0, 4),
      menuOrderR: NAVIGATION_ITEMS.slice(4),
    });
    expect(parsed.success).toBe(true);
  });
});
