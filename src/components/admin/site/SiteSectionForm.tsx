import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useId, useMemo, type FormEvent } from 'react';
import type { SiteSettings } from '../../../core/site/site-settings';
import type { SITE_WRITE_ROUTES } from '../../../server/admin/site/admin-site-routes';
import type { BodyOf } from '../../../server/http/route/define-route';
import { apiPost, type CallerAuth } from '../../../state/api-client';
import { FormAlert, SubmitButton } from '../../ui/forms/FormField';
import { useGuardedExplain } from '../../session/use-session-guard';
import { useForm } from '../../ui/forms/use-form';
import { notify } from '../../layout/notify';
import { announceAdminChange } from '../publish/admin-change';
import { SiteFieldInput } from './SiteFieldInput';
import { siteField } from './site-fields';
import {
  CONTENT_LANGUAGES,
  DEFAULT_SITE_LANGUAGE,
  languageOf,
} from '../../../core/routes/languages';
import { checkErrors, saveErrors } from './site-failure';
import { bodyFor, checkForm, formFor, type SiteForm } from './site-form';
import {
  inLanguage,
  SECTION_PLANS,
  shownPaths,
  type FieldGroup,
  type SiteSection,
} from './site-sections';
import { useRefreshDefaults } from './use-refresh-defaults';

interface Props {
  auth: CallerAuth;
  section: SiteSection;
  site: SiteSettings;
  /** The site the write answered, for the screen to keep (spec 4). */
  onSaved: (site: SiteSettings) => void;
}

type SiteWriteRoute = (typeof SITE_WRITE_ROUTES)[keyof typeof SITE_WRITE_ROUTES];

/** A field's label key: the same text for its English and Italian twins. */
const labelKey = (path: string) => `adminSite.field.${path.replace(/\.(eng|ita)\./, '.')}`;

/** Pictures, menu orders and language choices take the row; the rest share it. */
const isWide = (path: string) => ['image', 'order', 'languages'].includes(siteField(path).kind);

/**
 * One section of the site settings and its save. The form starts from the site as read and
 * keeps its edits until its own save succeeds: a refused save shows why beside the fields and
 * loses nothing, and another section's save leaves this one's edits alone.
 */
export function SiteSectionForm({ auth, section, site, onSaved }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const plan = SECTION_PLANS[section];
  const paths = useMemo(() => shownPaths(section), [section]);
  const form = useForm<SiteForm>(() => formFor(section, site));
  const { values } = form;
  const explain = useGuardedExplain((err) => saveErrors(err, t, paths));
  const refreshDefaults = useRefreshDefaults();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkErrors(checkForm(section, values), t);
    await form.submit(
      checked.fields,
      async () => {
        // The body is built field by field from the section's paths (site-form.ts).
        const body = bodyFor(section, values) as BodyOf<SiteWriteRoute>;
        const answer = await apiPost<SiteWriteRoute>(`admin_site_${plan.write}`, body, auth);
        form.setValues(formFor(section, answer.site));
        onSaved(answer.site);
        notify(t('adminSite.saved', { section: t(`adminSite.section.${section}`) }), 'success');
        refreshDefaults();
        // The static pages were built with the old settings: the publish banner says so.
        announceAdminChange();
      },
      explain,
      checked.alert,
    );
  };

  const input = (path: string, lang?: string, suffix = '') => (
    <SiteFieldInput
      auth={auth}
      path={path}
      label={t(labelKey(path)) + suffix}
      value={values[path]}
      onChange={(value) => form.setValue(path, value)}
      error={form.errors[path]}
      lang={lang}
    />
  );

  const group = ({ name, paths: groupPaths, bilingual }: FieldGroup) => (
    <fieldset key={name} className="mb-4">
      <legend className="h5">{t(`adminSite.group.${name}`)}</legend>
      <div className="row">
        {groupPaths.map((path) =>
          bilingual ? (
            CONTENT_LANGUAGES.map((lng) => (
              <div key={inLanguage(path, lng)} className="col-md-6">
                {input(
                  inLanguage(path, lng),
                  languageOf(lng) === DEFAULT_SITE_LANGUAGE ? undefined : languageOf(lng),
                  ` (${t(`adminSite.language.${lng}`)})`,
                )}
              </div>
            ))
          ) : (
            <div key={path} className={isWide(path) ? 'col-12' : 'col-md-6'}>
              {input(path)}
            </div>
          ),
        )}
      </div>
    </fieldset>
  );

  return (
    <form
      ref={form.formRef}
      noValidate
      aria-labelledby={headingId}
      onSubmit={(e) => void submit(e)}
    >
      <h2 id={headingId} className="h4 mb-3">
        {t(`adminSite.section.${section}`)}
      </h2>
      <p className="text-body-secondary">{t(`adminSite.intro.${section}`)}</p>
      <FormAlert ref={form.alertRef} message={form.alert} />
      {plan.groups.map(group)}
      <SubmitButton
        busy={form.busy}
        label={t('adminSite.save', { section: t(`adminSite.section.${section}`) })}
        busyLabel={t('adminSite.saving')}
      />
    </form>
  );
}
