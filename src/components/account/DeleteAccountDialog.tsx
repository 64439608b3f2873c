import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useId, type FormEvent } from 'react';
import ModalBody from 'react-bootstrap/ModalBody';
import ModalFooter from 'react-bootstrap/ModalFooter';
import { CentredDialog, DialogTitle } from '../ui/Dialog';
import type { deleteAccount } from '../../server/account/data-rights-routes';
import { apiPost, type CallerAuth } from '../../state/api-client';
import { requiredCode, translateCodes } from './client-checks';
import { fieldErrors } from '../ui/forms/field-errors';
import { FormAlert, SubmitButton, TextField } from '../ui/forms/FormField';
import { useForm } from '../ui/forms/use-form';
import { useGuardedExplain } from '../session/use-session-guard';

const EMPTY = { password: '' };
const FIELDS = ['password'] as const;
const CODE_FIELDS = { CURRENT_PASSWORD_INCORRECT: 'password' };

interface Props {
  show: boolean;
  auth: CallerAuth;
  onCancel: () => void;
  /** The account is gone on the server: the caller logs the browser out. */
  onDeleted: () => void;
}

/**
 * The confirmation step of "Delete my account" (POST delete_account): says what goes and what
 * stays, and asks for the password again, so a borrowed, logged-in browser cannot delete the
 * account. Focus starts in the password field; a refusal (wrong password, an order in
 * progress) is read out from the field or the alert, and the password typed stays.
 */
export function DeleteAccountDialog({ show, auth, onCancel, onDeleted }: Props) {
  const { t } = useTranslation();
  const form = useForm(EMPTY);
  const titleId = useId();
  const explainId = useId();
  const explain = useGuardedExplain((err) => fieldErrors(err, t, FIELDS, CODE_FIELDS));

  const close = () => {
    if (form.busy) return;
    form.setValues(EMPTY);
    onCancel();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checks = translateCodes(
      { password: requiredCode(form.values.password, 'ENTER_PASSWORD') },
      t,
    );
    void form.submit(
      checks,
      async () => {
        await apiPost<typeof deleteAccount>(
          'delete_account',
          { password: form.values.password },
          auth,
        );
        onDeleted();
      },
      explain,
    );
  };

  return (
    <CentredDialog show={show} onHide={close} titleId={titleId} messageId={explainId}>
      <form ref={form.formRef} onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId} closeLabel={t('formField.cancel')}>
          {t('dataRights.deleteTitle')}
        </DialogTitle>
        <ModalBody>
          <p id={explainId}>{t('dataRights.deleteExplain')}</p>
          <FormAlert ref={form.alertRef} message={form.alert} />
          <TextField
            {...form.field('password')}
            type="password"
            label={t('accountForm.currentPassword')}
            hint={t('dataRights.passwordHint')}
            autoComplete="current-password"
            autoFocus
            required
          />
        </ModalBody>
        <ModalFooter>
          <button
            type="button"
            className="btn btn-outline-dark"
            onClick={close}
            disabled={form.busy}
          >
            {t('formField.cancel')}
          </button>
          <SubmitButton
            busy={form.busy}
            label={t('dataRights.confirmDelete')}
            busyLabel={t('dataRights.deleting')}
            className="btn btn-danger"
          />
        </ModalFooter>
      </form>
    </CentredDialog>
  );
}
