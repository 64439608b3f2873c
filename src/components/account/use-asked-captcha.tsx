import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useRef, useState } from 'react';
import { ApiCallError } from '../../state/api-client';
import { Captcha, type CaptchaHandle } from '../contact/Captcha';
import type { FieldMessages, FormErrors } from '../ui/forms/field-errors';

/** What of useForm's answer the check sends through. */
interface CheckedForm {
  fail: (failed: FormErrors) => void;
  submit: (
    clientErrors: FieldMessages,
    send: () => Promise<void>,
    explain: (err: unknown) => FormErrors,
  ) => Promise<void>;
}

/**
 * The server asks the next attempt for a solved captcha: it refused this one for want of it
 * (NOT_A_ROBOT), or says the next one will need it (`captchaRequired`, as LOGIN_FAILED does).
 */
const asksForCaptcha = (err: unknown) =>
  err instanceof ApiCallError && (err.code === 'NOT_A_ROBOT' || err.extra.captchaRequired === true);

/**
 * A robot check a form shows only once the server asks for one, then sends with every
 * attempt; each solution is used up, so a refused attempt starts the check again.
 */
export function useAskedCaptcha(onSolved: () => void) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(false);
  const [payload, setPayload] = useState<string | null>(null);
  const ref = useRef<CaptchaHandle>(null);
  return {
    asked,
    /** What to add to the call's body. */
    body: (): { captcha?: string } => (asked && payload ? { captcha: payload } : {}),
    /**
     * useForm's submit, once the check is solved; until then the form shows its own field
     * checks and asks for the robot check instead of sending.
     */
    submit(
      form: CheckedForm,
      checks: FieldMessages,
      send: () => Promise<void>,
      explain: (err: unknown) => FormErrors,
    ): void {
      if (asked && !payload) {
        form.fail({ fields: checks, alert: t('error.NOT_A_ROBOT') });
        return;
      }
      void form.submit(checks, send, explain);
    },
    /** After a refused call: show the check if asked, and start it again if it was used. */
    refused(err: unknown): void {
      if (asksForCaptcha(err)) setAsked(true);
      if (asked) {
        setPayload(null);
        ref.current?.reset();
      }
    },
    widget: (testId: string) =>
      asked ? (
        <div className="mb-3" data-testid={testId}>
          <Captcha
            ref={ref}
            onChange={(solved) => {
              setPayload(solved);
              if (solved) onSolved();
            }}
          />
        </div>
      ) : null,
  };
}
