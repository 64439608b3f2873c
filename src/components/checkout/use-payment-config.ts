import { useCallback, useEffect, useState } from 'react';
import { paymentConfig, type PaymentConfig } from './checkout-api';

export type ConfigState =
  | { state: 'loading' }
  | { state: 'ready'; config: PaymentConfig }
  | { state: 'failed'; error: unknown };

/** GET payment_config, read once per page load (the card form needs it, PayPal's switch too). */
export function usePaymentConfig(): { config: ConfigState; retry: () => void } {
  const [config, setConfig] = useState<ConfigState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setConfig({ state: 'loading' });
    paymentConfig().then(
      (ready) => live && setConfig({ state: 'ready', config: ready }),
      (error: unknown) => live && setConfig({ state: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { config, retry };
}
