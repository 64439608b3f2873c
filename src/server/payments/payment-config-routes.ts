import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import { getSiteSettings } from '../site/site-settings';
import { paymentSettings, paypalEnabled } from './payment-settings';
import { providerCall } from './provider-errors';
import { SIMULATOR_RELAY_PATH } from './simulator-relay-routes';

/**
 * GET /api/payment_config: what the browser needs to take a payment. Only the publishable key
 * (made to be public) and whether each method is offered: the site's payment switches
 * (admin_site_payment) and, for PayPal, whether its keys are set. 503 PAYMENT_UNAVAILABLE
 * while the payment settings are unusable.
 */
export const paymentConfigRoutes = new Hono<AppEnv>().get('/payment_config', async (c) => {
  const settings = await providerCall('payment_config', async () => paymentSettings());
  const site = await getSiteSettings(c.get('db'));
  return c.json({
    stripe: {
      enabled: site.payment.stripe,
      publishableKey: settings.stripe.publishableKey,
      // Relayed same-origin: the page's CSP need not name the simulator's local port.
      simulatorUrl: settings.simulatorUrl ? SIMULATOR_RELAY_PATH : null,
    },
    paypal: { enabled: site.payment.paypal && paypalEnabled(settings) },
  });
});
