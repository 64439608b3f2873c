import { Hono } from 'hono';
import { caller } from '../http/caller';
import { requireCustomer } from '../http/auth';
import type { AppEnv } from '../http/env';
import { parseBody } from '../http/validate';
import { paymentConfigRoutes } from '../payments/payment-config-routes';
import {
  confirmPaypalPayment,
  createPaypalPayment,
  executePaypalPayment,
} from '../payments/paypal-payments';
import { confirmStripePayment, createStripePayment } from '../payments/stripe-payments';
import { buyBody, cartBody, paypalExecuteBody } from './checkout-schemas';
import { orderConfirm } from './order-confirm';
import { stripeWebhookRoutes } from './stripe-webhook-routes';

/**
 * Checkout and payment calls (docs/api-checkout.md). Every call but payment_config and the
 * webhook needs a signed-in customer who owns the cart; the token says who that is. The calls
 * that buy (starting a payment, placing the order) need the buyer's agreement to the terms;
 * those that only check a payment already made do not ask for it again.
 */
export const checkoutRoutes = new Hono<AppEnv>()
  .route('/', paymentConfigRoutes)
  .route('/', stripeWebhookRoutes)
  .post('/stripe_create', requireCustomer, async (c) => {
    const { cartId } = await parseBody(c, buyBody);
    return c.json(await createStripePayment(c.get('db'), caller(c), cartId));
  })
  .post('/confirm_payment', requireCustomer, async (c) => {
    const { cartId } = await parseBody(c, cartBody);
    return c.json(await confirmStripePayment(c.get('db'), caller(c), cartId));
  })
  .post('/paypal_create', requireCustomer, async (c) => {
    const { cartId } = await parseBody(c, buyBody);
    return c.json(await createPaypalPayment(c.get('db'), caller(c), cartId));
  })
  .post('/paypal_execute', requireCustomer, async (c) => {
    const body = await parseBody(c, paypalExecuteBody);
    return c.json(await executePaypalPayment(c.get('db'), caller(c), body));
  })
  .post('/paypal_confirm', requireCustomer, async (c) => {
    const { cartId } = await parseBody(c, cartBody);
    return c.json(await confirmPaypalPayment(c.get('db'), caller(c), cartId));
  })
  .post('/order_confirm', requireCustomer, async (c) => {
    const body = await parseBody(c, buyBody);
    return c.json(await orderConfirm(c.get('db'), caller(c), body));
  });
