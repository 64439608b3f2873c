import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { CHECKOUT_STEPS, type CheckoutStep } from './checkout-steps';

/** Where the customer is among the three steps: an ordered list, the current one marked. */
export function StepIndicator({ current }: { current: CheckoutStep }) {
  const { t } = useTranslation();
  const at = CHECKOUT_STEPS.indexOf(current);
  return (
    <nav aria-label={t('checkout.steps')}>
      <ol className="list-unstyled d-flex flex-wrap gap-2 mb-4" data-testid="checkout-steps">
        {CHECKOUT_STEPS.map((step, index) => (
          <li
            key={step}
            aria-current={step === current ? 'step' : undefined}
            className={
              step === current
                ? 'badge rounded-pill text-bg-dark fs-6 fw-normal'
                : 'badge rounded-pill border text-body fs-6 fw-normal'
            }
          >
            {index !== at && (
              <span className="visually-hidden">
                {index < at ? t('checkout.stepDone') : t('checkout.stepToDo')}{' '}
              </span>
            )}
            {t('checkout.stepNumber', { number: index + 1 })} {t(`checkout.step.${step}`)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
