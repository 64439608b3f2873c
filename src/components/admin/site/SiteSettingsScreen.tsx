import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useCallback, useState } from 'react';
import type { SiteSettings } from '../../../core/site/site-settings';
import type { getAdminSite } from '../../../server/admin/site/admin-site-routes';
import type { AnswerOf } from '../../../server/http/route/define-route';
import type { CallerAuth } from '../../../state/api-client';
import { LoadFailed } from '../../ui/LoadFailed';
import { useRouteData } from '../../session/use-signed-in-data';
import { SiteSectionForm } from './SiteSectionForm';
import { SITE_SECTIONS, type SiteSection } from './site-sections';

const pickSite = ({ site }: AnswerOf<typeof getAdminSite>): SiteSettings => site;

/**
 * The one Site Settings screen behind every settings route (spec 2): the sections down the
 * side, the route's own open first. Every section's form stays mounted while another is
 * shown, so switching sections loses no unsaved edits.
 */
export function SiteSettingsScreen({ auth, section }: { auth: CallerAuth; section: SiteSection }) {
  const { t } = useTranslation();
  const { data, replace, reload } = useRouteData<typeof getAdminSite, SiteSettings>(
    auth,
    'admin_site',
    pickSite,
  );
  const [active, setActive] = useState<SiteSection>(section);
  const saved = useCallback((site: SiteSettings) => replace(site), [replace]);

  if (data.state === 'loading') return <p role="status">{t('adminSite.loading')}</p>;
  if (data.state === 'failed') return <LoadFailed error={data.error} onRetry={reload} />;

  return (
    <div className="row">
      <nav className="col-md-3 mb-3" aria-label={t('adminSite.sections')}>
        <ul className="nav nav-pills flex-column">
          {SITE_SECTIONS.map((name) => (
            <li key={name} className="nav-item">
              <button
                type="button"
                className={`nav-link text-start w-100${name === active ? ' active' : ''}`}
                aria-current={name === active ? 'true' : undefined}
                onClick={() => setActive(name)}
              >
                {t(`adminSite.section.${name}`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="col-md-9">
        {SITE_SECTIONS.map((name) => (
          <div key={name} hidden={name !== active}>
            <SiteSectionForm auth={auth} section={name} site={data.data} onSaved={saved} />
          </div>
        ))}
      </div>
    </div>
  );
}
