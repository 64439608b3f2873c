import * as z from 'zod';
import { defineRoute, schemaAnswer } from '../http/route/define-route';
import { getSiteSettings } from '../site/site-settings';
import { PROVIDER_DOWN } from './payment-call-texts';
import { paymentSettings, paypalEnabled } from './payment-settings';
import { providerCall } from './provider-errors';
import { SIMULATOR_RELAY_PATH } from './simulator-relay-routes';

/** What the browser needs to take a payment. */
const paymentConfigSchema = z.object({
  stripe: z
    .object({
      enabled: z.boolean().describe('The site’s card switch (admin_site_payment)'),
      publishableKey: z.string(),
      simulatorUrl: z
        .string()
        .nullable()
        .describe('The local payment simulator, when it stands in'),
    })
    .describe('{ enabled, publishableKey, simulatorUrl }'),
  paypal: z.object({ enabled: z.boolean() }).describe('{ enabled }'),
});

export type PaymentConfig = z.output<typeof paymentConfigSchema>;

/**
 * GET /api/payment_config: what the browser needs to take a payment. Only the publishable key
 * (made to be public) and whether each method is offered: the site's payment switches
 * (admin_site_payment) and, for PayPal, whether its keys are set. 503 PAYMENT_UNAVAILABLE
 * while the payment settings are unusable.
 */
export const paymentConfigCall = defineRoute(
  {
    method: 'GET',
    path: '/payment_config',
    summary: 'What the browser needs to take a payment',
    tag: 'checkout',
    access: 'public',
    answer: schemaAnswer({ description: '{ stripe, paypal }', schema: paymentConfigSchema }),
    errors: { 503: PROVIDER_DOWN },
  },
  async (c) => {
    const settings = await providerCall('payment_config', async () => paymentSettings());
    const site = await getSiteSettings(c.get('db'));
    return {
      stripe: {
        enabled: site.payment.stripe,
        publishableKey: settings.stripe.publishableKey,
        // Relayed same-origin: the page's CSP need not name the simulator's local port.
        simulatorUrl: settings.simulatorUrl ? SIMULATOR_RELAY_PATH : null,
      },
      paypal: { enabled: site.payment.paypal && paypalEnabled(settings) },
    };
  },
);
