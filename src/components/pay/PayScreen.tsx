import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useCallback, useEffect, useRef, useState } from 'react';
import { useFormatMoney } from '../site/use-format-money';
import { ApiCallError } from '../../state/api-client';
import { errorText } from '../ui/forms/form-failure';
import { LoadFailed } from '../ui/LoadFailed';
import { isLinkInvalid } from '../account/mailed-link';
import { LinkInvalid } from '../account/OutcomePanels';
import { CardPayment } from '../checkout/CardPayment';
import type { CardIntent } from '../checkout/checkout-api';
import { usePaymentConfig } from '../checkout/use-payment-config';
import { LocalLink, useLocalPath } from '../site/LocalLink';
import { confirmOrderPayment, createOrderPayment, orderToPay, type OrderToPay } from './pay-api';
import { payLinkSearch, readPayLink, RETURN_PARAM, type PayLink } from './pay-link';
import { PaySummary } from './PaySummary';
import { useFocusedNotice } from '../ui/use-focused-notice';

/** ready: the order and its pay button; card: the card step; confirming: asking the server. */
type Phase =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'ready'; order: OrderToPay }
  | { kind: 'card'; order: OrderToPay; intent: CardIntent }
  | { kind: 'confirming' }
  | { kind: 'paid'; order: OrderToPay };

const isAlreadyPaid = (err: unknown) =>
  err instanceof ApiCallError && err.code === 'ORDER_ALREADY_PAID';

function Spinner({ text }: { text: string }) {
  return (
    <p role="status" className="lead" data-testid="pay-busy">
      <span className="spinner-border spinner-border-sm me-2" aria-hidden="true"></span>
      {text}
    </p>
  );
}

function Paid({ order }: { order: OrderToPay }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div data-testid="pay-done">
      <div role="status" className="alert alert-success">
        <p ref={heading} tabIndex={-1} className="lead mb-1">
          {t('pay.thanks')}
        </p>
        <p className="mb-0">
          {t('pay.thanksDetail', {
            number: order.orderNo,
            amount: formatMoney(order.amountPaid, order.currency),
          })}
        </p>
      </div>
      <LocalLink to="/orders" className="btn btn-shop">
        {t('pay.orders')}
      </LocalLink>
    </div>
  );
}

/**
 * /pay?order=…&key=…: what a placed order still owes, paid by card with the checkout's card
 * step (the simulator's form or Stripe Elements). Back from the bank's page (3-D Secure) it
 * confirms the payment straight away. No sign-in: the mailed key is the proof.
 */
export function PayScreen() {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const localPath = useLocalPath();
  const { config, retry: retryConfig } = usePaymentConfig();
  const [link, setLink] = useState<PayLink | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [starting, setStarting] = useState(false);
  const notice = useFocusedNotice('pay-notice');
  const { say } = notice;
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const load = useCallback(async (found: PayLink) => {
    setPhase({ kind: 'loading' });
    try {
      const order = await orderToPay(found);
      if (live.current) setPhase({ kind: 'ready', order });
    } catch (error) {
      if (!live.current) return;
      setPhase(isLinkInvalid(error) ? { kind: 'invalid' } : { kind: 'failed', error });
    }
  }, []);

  // Never rejects: the card form hands over here once the provider charged the card.
  const confirm = useCallback(
    async (found: PayLink) => {
      setPhase({ kind: 'confirming' });
      try {
        const order = await confirmOrderPayment(found);
        if (live.current) setPhase({ kind: 'paid', order });
      } catch (error) {
        if (!live.current) return;
        if (isLinkInvalid(error)) {
          setPhase({ kind: 'invalid' });
          return;
        }
        say(errorText(error, t));
        // What is shown next is what the order still owes now.
        await load(found);
      }
    },
    [load, say, t],
  );

  // The link is in the address, which only the browser has: the built page shows "loading".
  // Read once: a second run after a 3-D Secure return would show the form again.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    const found = readPayLink(window.location.search);
    if (!found) {
      setPhase({ kind: 'invalid' });
      return;
    }
    setLink(found);
    if (found.returned) {
      // A reload must not confirm a second time: the address forgets Stripe's parameters.
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${payLinkSearch(found)}`,
      );
      void confirm(found);
    } else {
      void load(found);
    }
  }, [confirm, load]);

  const start = async (order: OrderToPay) => {
    if (!link || starting) return;
    setStarting(true);
    notice.clear();
    try {
      const intent = await createOrderPayment(link);
      if (live.current) setPhase({ kind: 'card', order, intent });
    } catch (error) {
      if (!live.current) return;
      if (isLinkInvalid(error)) setPhase({ kind: 'invalid' });
      else {
        say(errorText(error, t));
        if (isAlreadyPaid(error)) await load(link);
      }
    } finally {
      if (live.current) setStarting(false);
    }
  };

  const returnUrl = (intentId: string) =>
    `${window.location.origin}${localPath('/pay')}${link ? payLinkSearch(link) : '?'}&${RETURN_PARAM}=${encodeURIComponent(intentId)}`;

  switch (phase.kind) {
    case 'loading':
      return <Spinner text={t('pay.loading')} />;
    case 'confirming':
      return <Spinner text={t('pay.confirming')} />;
    case 'invalid':
      return (
        <LinkInvalid>
          <p>{t('pay.invalidHelp')}</p>
          <LocalLink to="/contact" className="btn btn-shop">
            {t('pay.contact')}
          </LocalLink>
        </LinkInvalid>
      );
    case 'failed':
      return <LoadFailed error={phase.error} onRetry={() => link && void load(link)} />;
    case 'paid':
      return <Paid order={phase.order} />;
  }

  const { order } = phase;
  const due = formatMoney(order.amountDue, order.currency);
  return (
    <div data-testid="pay-order">
      {notice.alert}
      <h2 className="h4 mb-3">{t('pay.orderNumber', { number: order.orderNo })}</h2>
      <PaySummary order={order} />
      {order.amountDue === 0 ? (
        <div data-testid="pay-nothing-due">
          <p>{t('pay.nothingDue')}</p>
          <LocalLink to="/orders" className="btn btn-shop">
            {t('pay.orders')}
          </LocalLink>
        </div>
      ) : phase.kind === 'ready' ? (
        <>
          <p>{t('pay.intro', { amount: due })}</p>
          <button
            type="button"
            className="btn btn-shop"
            disabled={starting}
            onClick={() => void start(order)}
            data-testid="pay-start"
          >
            {starting && (
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true"></span>
            )}
            {starting ? t('pay.starting') : t('pay.start', { amount: due })}
          </button>
        </>
      ) : (
        <CardPayment
          intent={phase.intent}
          config={config}
          retryConfig={retryConfig}
          returnUrl={returnUrl(phase.intent.id)}
          onCharged={() => (link ? confirm(link) : Promise.resolve())}
        />
      )}
    </div>
  );
}
