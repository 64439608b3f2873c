import { decimalToCents } from './provider-amount';

/** What a payment must match before the shop counts the cart as paid. */
export interface ExpectedPayment {
  /** The order row's id, written into the provider's metadata / custom_id at creation. */
  orderId: string;
  /** The cart's total in cents, as the server computes it now. */
  amount: number;
  /** ISO code, any letter case (Stripe writes "eur", PayPal "EUR"). */
  currency: string;
}

/** The fields of a Stripe PaymentIntent the decision reads. */
export interface StripeIntentFacts {
  status: string;
  amount: number;
  currency: string;
  metadata: Readonly<Record<string, string>> | null;
}

const sameCurrency = (a: string | undefined, b: string) =>
  a !== undefined && a.toUpperCase() === b.toUpperCase();

/**
 * A PaymentIntent pays for the cart only when Stripe says the money was taken and it was taken
 * for this order, in full, in its currency: a succeeded intent for an older total (the cart
 * changed after it was created) or for another order pays for nothing.
 */
export function stripeIntentPays(intent: StripeIntentFacts, expected: ExpectedPayment): boolean {
  return (
    intent.status === 'succeeded' &&
    intent.amount === expected.amount &&
    sameCurrency(intent.currency, expected.currency) &&
    intent.metadata?.orderId === expected.orderId
  );
}

/** The fields of a PayPal Orders v2 order the decision reads (the SDK's camelCase names). */
export interface PaypalOrderFacts {
  id?: string;
  status?: string;
  purchaseUnits?: readonly {
    customId?: string;
    payments?: {
      captures?: readonly {
        id?: string;
        status?: string;
        amount?: { currencyCode?: string; value?: string };
      }[];
    };
  }[];
}

/**
 * The id of the capture that pays for the cart: COMPLETED (not PENDING, DECLINED, REFUNDED),
 * for the whole amount in the cart's currency, in the purchase unit carrying this order's id.
 * Null when there is none: the payment did not go through.
 */
export function paypalCapturePaying(
  order: PaypalOrderFacts,
  expected: ExpectedPayment,
): string | null {
  for (const unit of order.purchaseUnits ?? []) {
    if (unit.customId !== expected.orderId) continue;
    for (const capture of unit.payments?.captures ?? []) {
      if (
        capture.id &&
        capture.status === 'COMPLETED' &&
        sameCurrency(capture.amount?.currencyCode, expected.currency) &&
        decimalToCents(capture.amount?.value ?? '') === expected.amount
      ) {
        return capture.id;
      }
    }
  }
  return null;
}
