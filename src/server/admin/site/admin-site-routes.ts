import { ADMIN_SITE_WRITES, type AdminSiteWrite } from '../../../core/validation/admin-site';
import * as z from 'zod';
import { siteSettingsSchema, type SiteSettings } from '../../../core/site/site-settings';
import { defineRoute, schemaAnswer } from '../../http/route/define-route';
import { presentSiteSettings } from '../../site/present-site';
import { getSiteSettings } from '../../site/site-settings';
import { updateSiteSettings, type SiteSettingsPatch } from './update-site-settings';

/*
 * Spec section 7: GET admin_site and POST admin_site_{company,page,cto,cart,product,payment,
 * seo,service,email}, each write answering the updated site. docs/api-admin.md lists which
 * sections each write covers.
 */

/** `{ site }`: every section, as the settings' own schema says; pictures as addresses. */
const siteAnswerSchema = (what: string) => z.object({ site: siteSettingsSchema.describe(what) });

/** What GET admin_site and every write answer: all sections, mail routing included. */
const siteAnswer = (settings: SiteSettings) => ({ site: presentSiteSettings(settings) });

export const getAdminSite = defineRoute(
  {
    method: 'GET',
    path: '/admin_site',
    summary: 'Site settings: every section',
    tag: 'admin-site',
    access: 'admin',
    answer: schemaAnswer({
      description: '{ site }',
      schema: siteAnswerSchema('Every section, mail settings included'),
    }),
  },
  async (c) => siteAnswer(await getSiteSettings(c.get('db'))),
);

/** POST admin_site_<name>: the write's sections replaced, the whole site answered. */
const siteWrite = <Name extends AdminSiteWrite>(name: Name) =>
  defineRoute(
    {
      method: 'POST',
      path: `/admin_site_${name}` as const,
      // The settings are the site: every page shows some, /defaults all.
      purges: ['site'],
      changesPages: true,
      // The mail section's sender address is its own field, never the caller's.
      ...(name === 'email' && { ownBodyFields: ['email'] as const }),
      summary: `Site settings: save the ${name} sections`,
      tag: 'admin-site',
      access: 'admin',
      body: ADMIN_SITE_WRITES[name],
      answer: schemaAnswer({
        description: '{ site }',
        schema: siteAnswerSchema('Every section, as GET admin_site answers'),
      }),
    },
    // Parsed by the write's schema, whose keys are settings sections (the caller's email and
    // token, when the body carried them, were taken out by the auth middleware).
    async (c, { body }) =>
      siteAnswer(await updateSiteSettings(c.get('db'), body as SiteSettingsPatch)),
  );

/** Every write by its name after /api/admin_site_, in ADMIN_SITE_WRITES's order. */
export const SITE_WRITE_ROUTES = Object.fromEntries(
  Object.keys(ADMIN_SITE_WRITES).map((name) => [name, siteWrite(name as AdminSiteWrite)]),
) as { [Name in AdminSiteWrite]: ReturnType<typeof siteWrite<Name>> };

/** In the document's order: the read, then the writes. */
export const ADMIN_SITE_ROUTES = [getAdminSite, ...Object.values(SITE_WRITE_ROUTES)] as const;
