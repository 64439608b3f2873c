import type { StripeAnswer, StripeErrorBody } from './types';

const DOCS = 'https://stripe.com/docs/error-codes';

/** An error answer shaped like Stripe's: `{ error: { type, code, message, param, … } }`. */
export function stripeError(status: number, error: StripeErrorBody): StripeAnswer {
  const docUrl = error.code ? { doc_url: `${DOCS}/${error.code.replace(/_/g, '-')}` } : {};
  return { status, body: { error: { ...docUrl, ...error } } };
}

export function missingParam(param: string): StripeAnswer {
  return stripeError(400, {
    type: 'invalid_request_error',
    code: 'parameter_missing',
    param,
    message: `Missing required param: ${param}.`,
  });
}

export function invalidParam(
  param: string,
  message: string,
  code = 'parameter_invalid',
): StripeAnswer {
  return stripeError(400, { type: 'invalid_request_error', code, param, message });
}

export function noSuch(resource: string, id: string, param: string): StripeAnswer {
  return stripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${resource}: '${id}'`,
  });
}

export function unexpectedState(message: string, paymentIntent?: unknown): StripeAnswer {
  return stripeError(400, {
    type: 'invalid_request_error',
    code: 'payment_intent_unexpected_state',
    message,
    ...(paymentIntent ? { payment_intent: paymentIntent } : {}),
  });
}

export function authenticationError(message: string): StripeAnswer {
  return stripeError(401, { type: 'invalid_request_error', message });
}

export function idempotencyError(key: string): StripeAnswer {
  return stripeError(400, {
    type: 'idempotency_error',
    message:
      'Keys for idempotent requests can only be used with the same parameters they were first ' +
      `used with. Try using a key other than '${key}' if you meant to execute a different request.`,
  });
}

/** The errors a card gives, with Stripe's codes and customer-facing messages. */
export const CARD_ERRORS = {
  authenticationFailed: {
    type: 'card_error',
    code: 'payment_intent_authentication_failure',
    message:
      'We are unable to authenticate your payment method. Please choose a different payment ' +
      'method and try again.',
  },
  incorrectNumber: {
    type: 'card_error',
    code: 'incorrect_number',
    param: 'number',
    message: 'Your card number is incorrect.',
  },
  expired: {
    type: 'card_error',
    code: 'expired_card',
    param: 'exp_month',
    message: 'Your card has expired.',
  },
  incorrectCvc: {
    type: 'card_error',
    code: 'incorrect_cvc',
    param: 'cvc',
    message: "Your card's security code is incorrect.",
  },
} as const satisfies Record<string, StripeErrorBody>;
