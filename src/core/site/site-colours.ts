/**
 * The site's colour settings as one CSS rule on :root (issue 26.4). The body reads
 * --shop-back and --shop-front from :root (src/styles/site.css), so set on the layout's div
 * they never reached it: the page background was never painted. Only #rrggbb values (what the
 * settings' schema accepts) are written, so no stored value can add CSS of its own.
 */
const HEX = /^#[0-9a-fA-F]{6}$/;

export interface SiteColours {
  front: string;
  back: string;
  highlight: string;
}

export function siteColoursRule(colours: SiteColours): string {
  const declarations = (
    [
      ['--shop-front', colours.front],
      ['--shop-back', colours.back],
      ['--shop-highlight', colours.highlight],
    ] as const
  )
    .filter(([, value]) => HEX.test(value))
    .map(([name, value]) => `${name}:${value}`);
  return declarations.length > 0 ? `:root{${declarations.join(';')}}` : '';
}
