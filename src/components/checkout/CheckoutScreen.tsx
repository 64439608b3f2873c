import { navigate } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { PaymentType } from '../../core/cart/shop-cart';
import type { CallerAuth } from '../../state/api-client';
import { useAppSelector } from '../../state/hooks';
import { useSessionGuard } from '../session/use-session-guard';
import { useCartActions } from '../cart/use-cart-actions';
import { LocalLink, useLocalPath } from '../site/LocalLink';
import { confirmPayment, type CardIntent } from './checkout-api';
import { CHECKOUT_STEPS, type CheckoutStep } from './checkout-steps';
import { CheckoutSummary } from './CheckoutSummary';
import { completePathFor } from './paid-handover';
import { DeliveryStep } from './DeliveryStep';
import { PaymentStep } from './PaymentStep';
import { ReviewStep } from './ReviewStep';
import { StepIndicator } from './StepIndicator';
import { isPaymentFailed, isSoldOut, paymentFailureText, useFinishOrder } from './use-finish-order';
import { usePaymentConfig } from './use-payment-config';
import { useFocusedNotice } from '../ui/use-focused-notice';

/** Stripe sends the customer back from the bank's page to /checkout?payment_intent=… */
const RETURN_PARAM = 'payment_intent';

const returnParam = (name: string) =>
  typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get(name);

const returnedIntent = () => returnParam(RETURN_PARAM);

/** Stripe adds redirect_status=failed when the bank's check (3-D Secure) was not passed. */
const bankCheckFailed = () =>
  returnedIntent() !== null && returnParam('redirect_status') === 'failed';

/** steps: the three steps; placing: the payment is being checked and the order placed. */
type Phase = 'steps' | 'placing';

interface StepSectionProps {
  step: CheckoutStep;
  current: CheckoutStep;
  headingRef: (element: HTMLHeadingElement | null) => void;
  children: ReactNode;
}

/**
 * One step's section. Every step stays mounted, hidden when it is not the current one, so
 * Back finds what was entered as it was left.
 */
function StepSection({ step, current, headingRef, children }: StepSectionProps) {
  const { t } = useTranslation();
  const id = `checkout-step-${step}`;
  return (
    <section aria-labelledby={id} hidden={step !== current} data-testid={id}>
      <h2 id={id} ref={headingRef} tabIndex={-1} className="h4 mb-3">
        {t('checkout.stepNumber', { number: CHECKOUT_STEPS.indexOf(step) + 1 })}{' '}
        {t(`checkout.step.${step}`)}
      </h2>
      {children}
    </section>
  );
}

/**
 * /checkout for a signed-in customer: delivery, payment and place order, over the cart the
 * server keeps. Back from a card's bank page (3-D Secure) it confirms the payment instead.
 */
export function CheckoutScreen({ auth }: { auth: CallerAuth }) {
  const { t } = useTranslation();
  const { customerCart: cart, restored } = useAppSelector((state) => state.shop);
  const { refresh } = useCartActions();
  const finish = useFinishOrder();
  const guard = useSessionGuard();
  const localPath = useLocalPath();
  const { config, retry } = usePaymentConfig();

  const [step, setStep] = useState<CheckoutStep>('delivery');
  const [paymentType, setPaymentType] = useState<PaymentType | null>(null);
  // The PaymentIntent and the cart total it was made for: a total changed since (Back, a new
  // address) needs a new one.
  const [card, setCard] = useState<{ intent: CardIntent; total: number } | null>(null);
  const [phase, setPhase] = useState<Phase>(() => (returnedIntent() ? 'placing' : 'steps'));
  // Back from the bank's page the terms were ticked (paying needed them): the box stays so.
  const [backFromBank] = useState(() => returnedIntent() !== null);
  // Read once, before the address forgets its parameters: says why the first failure happened.
  const authenticationFailed = useRef(bankCheckFailed());

  const headings = useRef<Partial<Record<CheckoutStep, HTMLHeadingElement | null>>>({});
  const opened = useRef(false);

  // A new step takes focus to its heading (not on the first render: the page's h1 leads).
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headings.current[step]?.focus();
  }, [step]);

  // Called after the step's focus effect: a message that comes with a step change takes the
  // focus from the step's heading.
  const notice = useFocusedNotice('checkout-notice');
  const sayNotice = notice.say;

  const goTo = (next: CheckoutStep) => {
    notice.clear();
    setStep(next);
  };

  /** A payment that did not end in an order: say why, on the last step, the cart intact. */
  const failed = useCallback(
    (err: unknown) => {
      setPhase('steps');
      setCard(null);
      if (guard(err)) return;
      const bankRefused = authenticationFailed.current && isPaymentFailed(err);
      authenticationFailed.current = false;
      const text = bankRefused
        ? `${t('checkout.authenticationFailed')} ${t('error.PAYMENT_FAILED')}`
        : paymentFailureText(err, t);
      sayNotice(text);
      setStep('review');
      if (isSoldOut(err)) void refresh();
    },
    [guard, refresh, sayNotice, t],
  );

  const place = useCallback(
    async (cartId: string) => {
      setPhase('placing');
      try {
        await finish(auth, cartId, () => confirmPayment(cartId, auth));
      } catch (err) {
        failed(err);
      }
    },
    [auth, finish, failed],
  );

  // Opening the page: back from the bank's page, confirm; else read the cart anew (today's
  // prices and stock, and a visitor's cart becomes the customer's).
  useEffect(() => {
    if (opened.current || !restored) return;
    opened.current = true;
    const cartId = cart?.cartId;
    const intentId = returnedIntent();
    if (intentId && cartId) {
      // A reload must not confirm a second time: the address forgets the parameters.
      window.history.replaceState(window.history.state, '', window.location.pathname);
      setPaymentType('STRIPE');
      void place(cartId);
    } else if (intentId && !bankCheckFailed()) {
      // Paid, but this browser no longer holds the cart (the order was placed meanwhile, by
      // the webhook or another tab): the confirmation waits for the order of this payment.
      void navigate(completePathFor(localPath('/checkout_complete'), intentId), { replace: true });
    } else {
      setPhase('steps');
      void refresh();
    }
  }, [restored, cart?.cartId, place, refresh, localPath]);

  const returnUrl = (intentId: string) =>
    `${window.location.origin}${localPath('/checkout')}?${RETURN_PARAM}=${encodeURIComponent(intentId)}`;

  const placing = (
    <p role="status" className="lead" data-testid="checkout-placing">
      <span className="spinner-border spinner-border-sm me-2" aria-hidden="true"></span>
      {t('checkout.confirming')}
    </p>
  );
  if (!cart || cart.items.length === 0) {
    if (phase === 'placing') return placing;
    return (
      <div data-testid="checkout-empty">
        {notice.alert}
        <p>{t('checkout.emptyCart')}</p>
        <LocalLink to="/cart" className="btn btn-shop">
          {t('checkout.backToCart')}
        </LocalLink>
      </div>
    );
  }

  const heading = (name: CheckoutStep) => (element: HTMLHeadingElement | null) => {
    headings.current[name] = element;
  };

  return (
    <>
      {phase === 'placing' && placing}
      <div hidden={phase === 'placing'} className="row g-4">
        <div className={step === 'review' ? 'col-12' : 'col-lg-8'}>
          <StepIndicator current={step} />
          {notice.alert}
          <StepSection step="delivery" current={step} headingRef={heading('delivery')}>
            <DeliveryStep auth={auth} cart={cart} onDone={() => goTo('payment')} />
          </StepSection>
          <StepSection step="payment" current={step} headingRef={heading('payment')}>
            <PaymentStep
              value={paymentType}
              onChange={(type) => {
                setPaymentType(type);
                setCard(null);
              }}
              config={config}
              onBack={() => goTo('delivery')}
              onDone={() => goTo('review')}
            />
          </StepSection>
          <StepSection step="review" current={step} headingRef={heading('review')}>
            <ReviewStep
              auth={auth}
              cart={cart}
              agreedTerms={backFromBank}
              paymentType={paymentType}
              intent={card && card.total === cart.delivery.totalIncTax ? card.intent : null}
              onIntent={(intent, total) => setCard({ intent, total })}
              config={config}
              retryConfig={retry}
              returnUrl={returnUrl}
              onCardCharged={() => place(cart.cartId)}
              onBack={() => {
                setCard(null);
                goTo('payment');
              }}
            />
          </StepSection>
        </div>
        {/* Step 3 shows every line and figure itself; steps 1 and 2 have them beside. */}
        {step !== 'review' && (
          <div className="col-lg-4">
            <CheckoutSummary cart={cart} />
          </div>
        )}
      </div>
    </>
  );
}
