import { useEffect, useMemo, type CSSProperties } from 'react';
import { siteLook } from '../../core/site/site-look';
import type { SiteSettings } from '../../core/site/site-settings';

/**
 * The site settings' colours and text as CSS custom properties, for the storefront's frame
 * (painted from the server's HTML on) and for the root element, whose body, overscroll and
 * portals (dialogs, toasts) sit outside the frame. The back office keeps the stylesheet's
 * defaults (docs/decisions.md, "Issue 26.4: the page background").
 */
export function useSiteLook(colors: SiteSettings['colors'], backOffice: boolean): CSSProperties {
  const look = useMemo(() => (backOffice ? {} : siteLook(colors)), [colors, backOffice]);
  useEffect(() => {
    const root = document.documentElement.style;
    const entries = Object.entries(look);
    for (const [name, value] of entries) root.setProperty(name, value);
    return () => {
      for (const [name] of entries) root.removeProperty(name);
    };
  }, [look]);
  return look as CSSProperties;
}
