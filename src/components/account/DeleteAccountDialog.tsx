import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useId, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import ModalBody from 'react-bootstrap/ModalBody';
import ModalFooter from 'react-bootstrap/ModalFooter';
import ModalHeader from 'react-bootstrap/ModalHeader';
import ModalTitle from 'react-bootstrap/ModalTitle';
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
    <Modal
      show={show}
      onHide={close}
      centered
      aria-labelledby={titleId}
      aria-describedby={explainId}
    >
      <form ref={form.formRef} onSubmit={onSubmit} noValidate>
        <ModalHeader closeButton closeLabel={t('formField.cancel')}>
          <ModalTitle as="h2" id={titleId} className="h5">
            {t('dataRights.deleteTitle')}
          </ModalTitle>
        </ModalHeader>
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
    </Modal>
  );
}
