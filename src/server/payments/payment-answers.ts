import * as z from 'zod';
import { orderStatusSchema, paymentStatusSchema } from '../../core/cart/shop-cart';
import { presentedOrderItemSchema } from '../orders/order-answer';

/*
 * What the payment calls answer of a payment (checkout-routes.ts, order-payment-routes.ts):
 * the one truth of its JSON, from which the document and the services' types come.
 */

const providerStatus = z.string().describe('The provider’s own status word');

/** A Stripe PaymentIntent for the cart's total (stripe_create). */
export const stripePaymentAnswerSchema = z.object({
  type: z.literal('STRIPE'),
  id: z.string().describe('The PaymentIntent'),
  clientSecret: z
    .string()
    .nullable()
    .describe('What Stripe.js confirms the card payment with, in the browser'),
  amount: z.number().int().describe('Cents'),
  currency: z.string().describe('Lower case, as Stripe writes it'),
  status: providerStatus,
});
export type StripePaymentAnswer = z.output<typeof stripePaymentAnswerSchema>;

/** A PayPal order for the cart's total (paypal_create). */
export const paypalPaymentAnswerSchema = z.object({
  type: z.literal('PAYPAL'),
  id: z.string().describe('PayPal’s order'),
  approvalUrl: z
    .string()
    .describe('PayPal’s page where the buyer approves (its payer-action link)'),
  returnUrl: z.string(),
  cancelUrl: z.string(),
  status: providerStatus,
});
export type PaypalPaymentAnswer = z.output<typeof paypalPaymentAnswerSchema>;

/** A PaymentIntent for what a placed order still owes (order_payment_create). */
export const balancePaymentSchema = stripePaymentAnswerSchema.omit({ type: true }).extend({
  publishableKey: z.string().describe('Stripe’s publishable key'),
});

/**
 * The order as its /pay page shows it: what it is for and what it still owes. Nothing of the
 * address or the customer: the link may be forwarded.
 */
export const orderPaymentViewSchema = z.object({
  _id: z.string(),
  orderNo: z.number().int(),
  currency: z.string(),
  deliveryIncTax: z.number().int().describe('Cents'),
  totalIncTax: z.number().int().describe('Cents'),
  amountPaid: z.number().int().describe('Cents paid so far, refunds taken off'),
  amountDue: z.number().int().describe('Cents it still owes'),
  status: orderStatusSchema,
  paymentStatus: paymentStatusSchema,
  statusLabel: z.string().describe('The English label of the status the order shows'),
  items: z.array(
    presentedOrderItemSchema.pick({
      _id: true,
      sku: true,
      name: true,
      itaName: true,
      quantity: true,
      itemIncTax: true,
      status: true,
      size: true,
      color: true,
      style: true,
      packDescr: true,
      itaColor: true,
      itaStyle: true,
      itaPackDescr: true,
      unitPrice: true,
      sellPack: true,
      sellBy: true,
      weighed: true,
      productWeight: true,
    }),
  ),
});
export type OrderPaymentView = z.output<typeof orderPaymentViewSchema>;
