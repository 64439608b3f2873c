import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { sameColors } from '../../core/site/same-colors';
import type { SiteLook } from '../../core/site/site-look';
import type { SiteSettings } from '../../core/site/site-settings';

type Colors = SiteSettings['colors'];
type ComputeLook = (colors: Colors) => SiteLook;

/** The look as the last Publish computed it (the layout's snapshot node), and its colours. */
export interface PublishedLook {
  colors: Colors;
  look: SiteLook;
}

/** Kept once loaded: a later page of the visit computes at once. */
let loadedSiteLook: ComputeLook | undefined;

/**
 * The contrast math, loaded only when the live colours differ from the published ones (an
 * owner's change not yet published): it is not in any page's first scripts (issue 25.15).
 * Until it arrives the page keeps the published look, as it showed before the live answer.
 */
function useComputeLook(wanted: boolean): ComputeLook | undefined {
  const [compute, setCompute] = useState<ComputeLook | undefined>(() => loadedSiteLook);
  useEffect(() => {
    if (!wanted || compute) return;
    let current = true;
    import('../../core/site/site-look')
      .then(({ siteLook }) => {
        loadedSiteLook = siteLook;
        if (current) setCompute(() => siteLook);
      })
      // A chunk that failed to load leaves the published look, which is readable.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [wanted, compute]);
  return compute;
}

/**
 * The site settings' colours and text as CSS custom properties, for the storefront's frame
 * (painted from the server's HTML on) and for the root element, whose body, overscroll and
 * portals (dialogs, toasts) sit outside the frame. The back office keeps the stylesheet's
 * defaults (docs/decisions.md, "Issue 26.4: the page background"). The published settings'
 * look comes computed from the build (docs/decisions.md, "Issue 25.15: round 4").
 */
export function useSiteLook(
  colors: Colors,
  backOffice: boolean,
  published: PublishedLook,
): CSSProperties {
  const same = sameColors(colors, published.colors);
  const compute = useComputeLook(!backOffice && !same);
  const look = useMemo(() => {
    if (backOffice) return {};
    return !same && compute ? compute(colors) : published.look;
  }, [backOffice, same, compute, colors, published.look]);
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
