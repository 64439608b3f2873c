import { API_ERROR_MESSAGES } from '../../core/api-errors';
import { ERROR_MESSAGES } from '../../core/errors';
import { DomainError } from '../../core/domain-error';
import { PaymentConfigError } from './payment-settings';
import { loadedPaypal } from './paypal-client';
import { loadedStripe } from './stripe-client';

/** An error the PayPal SDK threw (the SDK is loaded lazily: none before it is). */
function isPaypalError(err: unknown): err is InstanceType<PaypalApiErrorClass> {
  const sdk = loadedPaypal();
  return sdk !== undefined && err instanceof sdk.ApiError;
}

type PaypalApiErrorClass = NonNullable<ReturnType<typeof loadedPaypal>>['ApiError'];

function isStripeError(err: unknown): boolean {
  const sdk = loadedStripe();
  return sdk !== undefined && err instanceof sdk.default.errors.StripeError;
}

export const paymentFailed = () =>
  new DomainError('payment', 'PAYMENT_FAILED', ERROR_MESSAGES.PAYMENT_FAILED);

export const paymentUnavailable = () =>
  new DomainError('unavailable', 'PAYMENT_UNAVAILABLE', API_ERROR_MESSAGES.PAYMENT_UNAVAILABLE);

/** A PayPal answer in the 4xx range: PayPal refused this payment (declined, not approved). */
export function isPaypalRefusal(err: unknown): boolean {
  return isPaypalError(err) && err.statusCode >= 400 && err.statusCode < 500;
}

/** PayPal's reason in an error answer (INSTRUMENT_DECLINED, ORDER_NOT_APPROVED, ...). */
export function paypalIssue(err: unknown): string {
  if (!isPaypalError(err)) return '';
  const body = err.result as { details?: { issue?: string }[]; name?: string } | undefined;
  return body?.details?.[0]?.issue ?? body?.name ?? `HTTP ${err.statusCode}`;
}

/**
 * A provider that cannot be reached, refuses our keys or is not configured is the shop's
 * problem, not the customer's: the call answers 503 PAYMENT_UNAVAILABLE (the cart is left as
 * it was) and the reason goes to the log. Our own errors pass through unchanged.
 */
export function asUnavailable(err: unknown, what: string): unknown {
  if (err instanceof DomainError) return err;
  if (
    err instanceof PaymentConfigError ||
    isStripeError(err) ||
    isPaypalError(err) ||
    (err instanceof Error &&
      /ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|timeout/i.test(err.message))
  ) {
    console.error(`${what}: the payment provider failed: ${(err as Error).message}`);
    return paymentUnavailable();
  }
  return err;
}

/** Runs a provider call, turning its failures into 503 PAYMENT_UNAVAILABLE. */
export async function providerCall<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw asUnavailable(err, what);
  }
}
