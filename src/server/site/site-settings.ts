import { eq } from 'drizzle-orm';
import type { ShopLanguages } from '../../core/site/shop-data';
import type { SiteSettings } from '../../core/site/site-settings';
import { withSettingDefaults } from '../../core/site/stored-settings';
import type { Db } from '../db/client';
import { siteSettings } from '../db/schema';

/** Takes a transaction too: the order mails read it while their order is being placed. */
export async function getSiteSettings(db: Pick<Db, 'select'>): Promise<SiteSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  if (!row) throw new Error('site settings are missing: run npm run db:seed');
  return withSettingDefaults(row.settings);
}

/** The returns window in days (site setting returns.days). */
export async function returnsWindowDays(db: Pick<Db, 'select'>): Promise<number> {
  return (await getSiteSettings(db)).returns.days;
}

/** What visitors may see: the mail routing section is the shop's own business. */
export function publicSiteSettings(settings: SiteSettings): Omit<SiteSettings, 'email'> {
  const { email: _email, ...visible } = settings;
  return visible;
}

const LANGUAGE_CODES = { eng: 'en', ita: 'it' } as const;

/**
 * The shop's languages from site settings (shop.lng, e.g. "eng,ita"). With one language the
 * client forces it and hides the language menu (spec section 1).
 */
export function shopLanguages(settings: SiteSettings): ShopLanguages {
  const enabled = settings.shop.lng
    .split(',')
    .map((code) => code.trim())
    .filter((code): code is keyof typeof LANGUAGE_CODES => code in LANGUAGE_CODES)
    .map((code) => LANGUAGE_CODES[code]);
  const languages = enabled.length ? enabled : ['en' as const];
  // Never empty, so the first is always there (the fallback only tells the compiler so).
  return { enabled: languages, default: languages[0] ?? 'en', single: languages.length === 1 };
}
