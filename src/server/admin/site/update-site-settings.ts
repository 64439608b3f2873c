import { eq, sql } from 'drizzle-orm';
import type { SiteSettings } from '../../../core/site/site-settings';
import { withSettingDefaults } from '../../../core/site/stored-settings';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema';

/**
 * Whole sections to replace. Navigation is the one section two writes share (page: the menu,
 * service: the footer), so its keys merge one level down instead of replacing the section.
 */
export type SiteSettingsPatch = Partial<Omit<SiteSettings, 'navigation'>> & {
  navigation?: Partial<SiteSettings['navigation']>;
};

/**
 * Merges the patch into the stored row in one UPDATE, so two admins saving different sections
 * at once both keep their change (a read-modify-write would let the later one undo the other).
 */
export async function updateSiteSettings(db: Db, patch: SiteSettingsPatch): Promise<SiteSettings> {
  const { navigation, ...sections } = patch;
  const merged = navigation
    ? sql`${siteSettings.settings} || ${JSON.stringify(sections)}::jsonb || jsonb_build_object('navigation', (${siteSettings.settings} -> 'navigation') || ${JSON.stringify(navigation)}::jsonb)`
    : sql`${siteSettings.settings} || ${JSON.stringify(sections)}::jsonb`;
  const [row] = await db
    .update(siteSettings)
    .set({ settings: merged, updatedAt: sql`now()` })
    .where(eq(siteSettings.id, 1))
    .returning({ settings: siteSettings.settings });
  if (!row) throw new Error('site settings are missing: run npm run db:seed');
  return withSettingDefaults(row.settings);
}
