import { FOOTER_FLAGS_ON, MENU_FLAGS_ON } from '../navigation-items';
import type { SiteSettings } from '../site-settings';

type Navigation = SiteSettings['navigation'];

/** Test-only builder: every navigation flag on, no navbar order, with overridable parts. */
export function makeNavigation(overrides: Partial<Navigation> = {}): Navigation {
  return {
    ...FOOTER_FLAGS_ON,
    ...MENU_FLAGS_ON,
    menuOrderL: [],
    menuOrderR: [],
    ...overrides,
  };
}
