import type { SiteSettings } from '../site/site-settings';
import type { ContentLanguage } from '../routes/languages';

type AppNameSettings = {
  company: Pick<SiteSettings['company'], 'name'>;
  seo: Record<ContentLanguage, Pick<SiteSettings['seo']['eng'], 'title'>>;
};

export type TitleSettings = AppNameSettings & Pick<SiteSettings, 'titleDivider' | 'showAppOnTitle'>;

/** Admin texts may carry newlines or doubled spaces; a title is one line. */
export const oneLine = (text: string | undefined): string =>
  (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * The shop's name as titles show it: the site's SEO title in the language, which is the name
 * the shop markets itself under, else the company name. The company name comes second because
 * it is often the legal name ("Borse & Viaggi Srl"), which reads oddly after every page title.
 */
export function appName(site: AppNameSettings, lng: ContentLanguage): string {
  return oneLine(site.seo[lng].title) || oneLine(site.company.name);
}

/**
 * The divider is stored with its spaces (" | ") but an admin may type just "|"; trimming and
 * re-spacing gives the same title either way. A blank divider would run the two names
 * together ("Tote bag Borse"), so it falls back to "|".
 */
function spacedDivider(divider: string): string {
  return ` ${oneLine(divider) || '|'} `;
}

/**
 * The document title: "<page> <divider> <app>" when the settings ask for the app name, else
 * the page title alone. An empty page title gives the app name; a page titled with the app
 * name itself (the home page often is) does not repeat it.
 */
export function documentTitle(
  pageTitle: string,
  site: TitleSettings,
  lng: ContentLanguage,
): string {
  const page = oneLine(pageTitle);
  const app = appName(site, lng);
  if (page === '') return shortened(app);
  if (!site.showAppOnTitle || app === '' || page.toLowerCase() === app.toLowerCase()) {
    return shortened(page);
  }
  const full = `${page}${spacedDivider(site.titleDivider)}${app}`;
  // The page's own words matter more than the shop's name: the name goes first.
  return full.length <= MAX_TITLE_LENGTH ? full : shortened(page);
}

/**
 * Search results cut titles at about 600 pixels, some 60–65 characters (issue 25.13): a
 * longer product name would lose its end, or Google would rewrite it.
 */
export const MAX_TITLE_LENGTH = 65;

/** At most MAX_TITLE_LENGTH characters, cut at a word with an ellipsis when longer. */
export function shortened(title: string): string {
  const chars = [...title];
  if (chars.length <= MAX_TITLE_LENGTH) return title;
  const head = chars.slice(0, MAX_TITLE_LENGTH - 1).join('');
  const space = head.lastIndexOf(' ');
  // A first word longer than the whole limit is cut inside it rather than dropped.
  const cut = space > MAX_TITLE_LENGTH / 2 ? head.slice(0, space) : head;
  return `${cut.replace(/[\s,;:.|–-]+$/u, '')}…`;
}
