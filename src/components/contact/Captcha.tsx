import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import React, { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type {} from 'altcha/types/react';

export interface CaptchaHandle {
  /** A new challenge: after a submit, the solved one is used up on the server. */
  reset: () => void;
}

interface Props {
  /** The widget's payload once solved (the `captcha` the API checks), null otherwise. */
  onChange: (payload: string | null) => void;
}

/** The widget's texts (altcha's i18n keys) in the page's language. */
function useWidgetStrings(): Record<string, string> {
  const { t } = useTranslation();
  const keys = [
    'ariaLinkLabel',
    'cancel',
    'enterCode',
    'enterCodeAria',
    'enterCodeFromImage',
    'error',
    'expired',
    'getAudioChallenge',
    'label',
    'loading',
    'reload',
    'verificationRequired',
    'verified',
    'verify',
    'verifying',
    'waitAlert',
  ];
  return Object.fromEntries([...keys.map((key) => [key, t(`captcha.${key}`)]), ['footer', '']]);
}

/**
 * The self-hosted ALTCHA check (spec 5: "Captcha must be passed (contact)"): a proof of work
 * the browser does when the visitor ticks the box, against a challenge from /api/captcha. Also
 * the login form's, once the server asks for it. The widget's code loads only when this first
 * shows, so no page carries it until then.
 */
export const Captcha = forwardRef<CaptchaHandle, Props>(function Captcha({ onChange }, ref) {
  const { t } = useTranslation();
  const { language } = useI18next();
  const strings = useWidgetStrings();
  const stringsKey = JSON.stringify(strings);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const widget = useRef<HTMLElement & { reset?: () => void }>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useImperativeHandle(ref, () => ({ reset: () => widget.current?.reset?.() }), []);

  useEffect(() => {
    let live = true;
    import('altcha')
      .then(() => {
        // The widget reads its texts from this registry by language code.
        globalThis.$altcha.i18n.set(language, JSON.parse(stringsKey) as Record<string, string>);
        if (live) setState('ready');
      })
      .catch(() => live && setState('failed'));
    return () => {
      live = false;
    };
  }, [language, stringsKey]);

  useEffect(() => {
    const element = widget.current;
    if (state !== 'ready' || !element) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string | null }>).detail;
      changed.current(detail?.state === 'verified' && detail.payload ? detail.payload : null);
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, [state]);

  if (state === 'failed') {
    return (
      <p role="alert" className="text-danger">
        {t('captcha.loadFailed')}
      </p>
    );
  }
  if (state === 'loading') {
    return (
      <p role="status" className="text-body-secondary">
        {t('captcha.widgetLoading')}
      </p>
    );
  }
  return (
    <altcha-widget
      ref={widget}
      challenge="/api/captcha"
      language={language}
      name="captcha"
      configuration={JSON.stringify({ hideFooter: true })}
    />
  );
});
