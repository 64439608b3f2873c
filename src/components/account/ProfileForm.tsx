import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useState, type FormEvent } from 'react';
import type { getProfile, updateProfile } from '../../server/customers/profile-routes';
import type { BodyOf } from '../../server/http/route/define-route';
import { apiGet, apiPut, type CallerAuth } from '../../state/api-client';
import { notify } from '../layout/notify';
import { requiredCode, translateCodes } from './client-checks';
import { fieldErrors } from '../ui/forms/field-errors';
import { errorText } from '../ui/forms/form-failure';
import { CheckField, FormAlert, SelectField, SubmitButton, TextField } from '../ui/forms/FormField';
import { RetryAlert } from './OutcomePanels';
import { useForm } from '../ui/forms/use-form';
import { useGuardedExplain, useSessionGuard } from '../session/use-session-guard';
import { contentLanguage, type ContentLanguage } from '../../core/routes/languages';
import { NameFields } from './NameFields';
import { NickNameField } from './AccountFields';

/** The profile fields this screen edits (spec 3 "User profile"). */
export type ProfileValues = {
  userName: string;
  nickName: string;
  firstName: string;
  lastName: string;
  subscribe: boolean;
  lng: ContentLanguage;
};

const FIELDS = ['nickName', 'firstName', 'lastName'] as const;
const CODE_FIELDS = { NICKNAME_IN_USE: 'nickName', ENTER_NICKNAME: 'nickName' };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The API's profile, read field by field: a missing field is blank, never a crash. */
export function profileFrom(value: unknown): ProfileValues {
  const p = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return {
    userName: text(p.userName),
    nickName: text(p.nickName),
    firstName: text(p.firstName),
    lastName: text(p.lastName),
    subscribe: p.subscribe === true,
    lng: contentLanguage(text(p.lng)),
  };
}

type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; profile: ProfileValues };

function ProfileDetails({ auth, profile }: { auth: CallerAuth; profile: ProfileValues }) {
  const { t } = useTranslation();
  const form = useForm(profile);
  const { values } = form;
  const explain = useGuardedExplain((err) => fieldErrors(err, t, FIELDS, CODE_FIELDS));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checks = translateCodes({ nickName: requiredCode(values.nickName, 'ENTER_NICKNAME') }, t);
    void form.submit(
      checks,
      async () => {
        // Spec 7: "PUT profile: profile fields plus customer (the user name) and token". The
        // token is a credential the server takes out before the profile's schema reads the body.
        const body: BodyOf<typeof updateProfile> & { token: string } = {
          nickName: values.nickName.trim(),
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          subscribe: values.subscribe,
          lng: values.lng,
          customer: auth.email,
          token: auth.token,
        };
        const answer = await apiPut<typeof updateProfile>('profile', body, auth);
        form.setValues(profileFrom(answer.user));
        notify(t('profile.saved'), 'success');
      },
      explain,
    );
  };

  return (
    <form ref={form.formRef} onSubmit={onSubmit} noValidate aria-labelledby="profile-details">
      <h2 id="profile-details" className="h5 mb-3">
        {t('profile.details')}
      </h2>
      <FormAlert ref={form.alertRef} message={form.alert} />
      <TextField
        name="userName"
        type="email"
        label={t('accountForm.email')}
        autoComplete="email"
        readOnly
        hint={t('profile.emailFixed')}
        value={values.userName}
        onValueChange={() => undefined}
      />
      <NickNameField binding={form.field('nickName')} />
      <NameFields field={form.field} />
      <SelectField
        name="lng"
        label={t('profile.language')}
        value={values.lng}
        options={[
          { value: 'eng', label: t('language.en') },
          { value: 'ita', label: t('language.it') },
        ]}
        onValueChange={(value) => form.setValue('lng', contentLanguage(value))}
      />
      <CheckField {...form.check('subscribe')} label={t('accountForm.subscribe')} />
      <SubmitButton
        busy={form.busy}
        label={t('profile.save')}
        busyLabel={t('accountForm.saving')}
      />
    </form>
  );
}

/** /profile's details card: GET customer, then the form (PUT profile). */
export function ProfileForm({ auth }: { auth: CallerAuth }) {
  const { t } = useTranslation();
  const guard = useSessionGuard();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The auth object is new on every render; its two strings say whether the caller changed.
  const { email, token } = auth;

  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ state: 'loading' });
    apiGet<typeof getProfile>('customer', controller.signal, { email, token }).then(
      (answer) => setLoaded({ state: 'ready', profile: profileFrom(answer.customer) }),
      (err: unknown) => {
        if (controller.signal.aborted || guard(err)) return;
        setLoaded({ state: 'failed', message: errorText(err, t) });
      },
    );
    return () => controller.abort();
  }, [email, token, attempt, guard, t]);

  if (loaded.state === 'loading') return <p role="status">{t('profile.loading')}</p>;
  if (loaded.state === 'failed') {
    return <RetryAlert message={loaded.message} onRetry={() => setAttempt((n) => n + 1)} />;
  }
  return <ProfileDetails auth={auth} profile={loaded.profile} />;
}
