import type { SimCharge, SimPaymentIntent, SimPaymentMethod, SimRefund } from './types';

/** Stripe's PaymentMethod object for a card. */
export function paymentMethodObject(method: SimPaymentMethod) {
  return {
    id: method.id,
    object: 'payment_method',
    billing_details: { address: null, email: null, name: null, phone: null },
    card: {
      brand: method.card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'US',
      display_brand: method.card.brand,
      exp_month: method.card.expMonth,
      exp_year: method.card.expYear,
      funding: method.card.funding,
      last4: method.card.last4,
      networks: { available: [method.card.brand], preferred: null },
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: method.created,
    customer: null,
    livemode: false,
    metadata: {},
    type: 'card',
  };
}

export function refundObject(refund: SimRefund) {
  return {
    id: refund.id,
    object: 'refund',
    amount: refund.amount,
    balance_transaction: null,
    charge: refund.chargeId,
    created: refund.created,
    currency: refund.currency,
    destination_details: { card: { type: 'refund' }, type: 'card' },
    metadata: refund.metadata,
    payment_intent: refund.paymentIntentId,
    reason: refund.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
}

export function chargeObject(charge: SimCharge, refunds: SimRefund[]) {
  const paid = charge.status === 'succeeded';
  return {
    id: charge.id,
    object: 'charge',
    amount: charge.amount,
    amount_captured: paid ? charge.amount : 0,
    amount_refunded: charge.amountRefunded,
    balance_transaction: null,
    billing_details: { address: null, email: null, name: null, phone: null },
    captured: paid,
    created: charge.created,
    currency: charge.currency,
    description: null,
    disputed: false,
    failure_code: charge.failureCode,
    failure_message: charge.failureMessage,
    livemode: false,
    metadata: {},
    outcome: {
      network_status: paid ? 'approved_by_network' : 'declined_by_network',
      reason: paid ? null : (charge.declineCode ?? 'generic_decline'),
      risk_level: 'normal',
      seller_message: paid ? 'Payment complete.' : 'The bank did not return any further details.',
      type: paid ? 'authorized' : 'issuer_declined',
    },
    paid,
    payment_intent: charge.paymentIntentId,
    payment_method: charge.paymentMethod.id,
    payment_method_details: {
      card: {
        brand: charge.paymentMethod.card.brand,
        country: 'US',
        exp_month: charge.paymentMethod.card.expMonth,
        exp_year: charge.paymentMethod.card.expYear,
        funding: charge.paymentMethod.card.funding,
        last4: charge.paymentMethod.card.last4,
      },
      type: 'card',
    },
    refunded: paid && charge.amountRefunded >= charge.amount,
    refunds: {
      object: 'list',
      data: refunds.map(refundObject),
      has_more: false,
      total_count: refunds.length,
      url: `/v1/charges/${charge.id}/refunds`,
    },
    status: charge.status,
  };
}

function nextAction(intent: SimPaymentIntent, simulatorUrl: string) {
  if (intent.status !== 'requires_action') return null;
  return {
    type: 'redirect_to_url',
    redirect_to_url: { url: `${simulatorUrl}/sim/3ds/${intent.id}`, return_url: intent.returnUrl },
  };
}

/** Fields the caller asked to see as objects (`expand[]=latest_charge`) instead of ids. */
export interface ExpandedFields {
  latestCharge?: ReturnType<typeof chargeObject>;
  paymentMethod?: ReturnType<typeof paymentMethodObject>;
}

/** Stripe's PaymentIntent object. */
export function paymentIntentObject(
  intent: SimPaymentIntent,
  simulatorUrl: string,
  expanded: ExpandedFields = {},
) {
  const received = intent.status === 'succeeded' ? intent.amount : 0;
  return {
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: received,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: intent.automaticPaymentMethods
      ? { allow_redirects: 'always', enabled: true }
      : null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic_async',
    client_secret: intent.clientSecret,
    confirmation_method: 'automatic',
    created: intent.created,
    currency: intent.currency,
    customer: null,
    description: intent.description,
    last_payment_error: intent.lastPaymentError,
    latest_charge: expanded.latestCharge ?? intent.latestChargeId,
    livemode: false,
    metadata: intent.metadata,
    next_action: nextAction(intent, simulatorUrl),
    on_behalf_of: null,
    payment_method: expanded.paymentMethod ?? intent.paymentMethod?.id ?? null,
    payment_method_configuration_details: null,
    payment_method_options: {
      card: {
        installments: null,
        mandate_options: null,
        network: null,
        request_three_d_secure: 'automatic',
      },
    },
    payment_method_types: intent.paymentMethodTypes,
    processing: null,
    receipt_email: intent.receiptEmail,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: intent.status,
    transfer_data: null,
    transfer_group: null,
  };
}

export type PaymentIntentObject = ReturnType<typeof paymentIntentObject>;
