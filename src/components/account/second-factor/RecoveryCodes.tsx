import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useRef } from 'react';
import { groupedRecoveryCode } from '../../../core/customers/second-factor';

/** The ten recovery codes, shown once after an enrolment, before the back office opens. */
export function RecoveryCodes({ codes, onContinue }: { codes: string[]; onContinue: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="recovery-codes-title" data-testid="recovery-codes">
      <h2 ref={heading} id="recovery-codes-title" tabIndex={-1} className="h4">
        {t('login.twoStep.recoveryTitle')}
      </h2>
      <p>{t('login.twoStep.recoveryIntro')}</p>
      <ol className="font-monospace fs-5">
        {codes.map((code) => (
          <li key={code}>
            <code>{groupedRecoveryCode(code)}</code>
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn-shop" onClick={onContinue}>
        {t('login.twoStep.recoveryContinue')}
      </button>
    </section>
  );
}
