import { Hono } from 'hono';
import { ADMIN_SITE_WRITES } from '../../../core/validation/admin-site';
import type { SiteSettings } from '../../../core/site/site-settings';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/env';
import { parseBody } from '../../http/validate';
import { presentSiteSettings } from '../../site/present-site';
import { getSiteSettings } from '../../site/site-settings';
import { updateSiteSettings, type SiteSettingsPatch } from './update-site-settings';

/** What GET admin_site and every write answer: all sections, mail routing included. */
const siteAnswer = (settings: SiteSettings) => ({ site: presentSiteSettings(settings) });

/**
 * Spec section 7: GET admin_site and POST admin_site_{company,page,cto,cart,product,payment,
 * seo,service,email}, each write answering the updated site. docs/api-admin.md lists which
 * sections each write covers.
 */
export const adminSiteRoutes = new Hono<AppEnv>().get('/admin_site', requireAdmin, async (c) =>
  c.json(siteAnswer(await getSiteSettings(c.get('db')))),
);

for (const [name, schema] of Object.entries(ADMIN_SITE_WRITES)) {
  adminSiteRoutes.post(`/admin_site_${name}`, requireAdmin, async (c) => {
    // Parsed by the write's schema, whose keys are settings sections (the caller's email and
    // token, when the body carried them, were taken out by the auth middleware).
    const sections = (await parseBody(c, schema)) as SiteSettingsPatch;
    return c.json(siteAnswer(await updateSiteSettings(c.get('db'), sections)));
  });
}
