import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import type { SecondFactorStep } from '../../../server/customers/second-factor/second-factor';

type Enrolment = Extract<SecondFactorStep, { step: 'enrol' }>['enrolment'];

/** The key in groups of four, as apps that take it typed show it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** What the authenticator app needs: the QR code to scan, and the same key as text to type. */
export function EnrolmentKey({ enrolment }: { enrolment: Enrolment }) {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-wrap gap-4 align-items-center mb-3">
      <img
        src={enrolment.qrCode}
        alt={t('login.twoStep.qrAlt')}
        width={200}
        height={200}
        className="border"
      />
      <div>
        <p className="mb-1" id="enrolment-key-label">
          {t('login.twoStep.keyLabel')}
        </p>
        <p className="font-monospace fs-5 mb-0" aria-labelledby="enrolment-key-label">
          <code data-testid="enrolment-key">{grouped(enrolment.secret)}</code>
        </p>
      </div>
    </div>
  );
}
