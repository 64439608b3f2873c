import {
  Client,
  Environment,
  OrdersController,
  PaymentsController,
} from '@paypal/paypal-server-sdk';
import axios, { type AxiosAdapter } from 'axios';
import { PaymentConfigError, paymentSettings, type PaymentSettings } from './payment-settings';

export interface PaypalApi {
  orders: OrdersController;
  payments: PaymentsController;
}

/** The SDK's hard-coded sandbox origin; only the sandbox may be redirected to the simulator. */
export const PAYPAL_SANDBOX_ORIGIN = 'https://api-m.sandbox.paypal.com';
const TIMEOUT_MS = 20_000;

const clients = new Map<string, PaypalApi>();

/**
 * The SDK's Environment has fixed hosts, so the simulator is reached by rewriting each request's
 * origin in an axios adapter (the SDK hands unstable_httpClientOptions to axios.create()). The
 * token call goes through the same client, so OAuth reaches the simulator too.
 */
function simulatorAdapter(simulatorUrl: string): AxiosAdapter {
  const http = axios.getAdapter('http');
  const target = simulatorUrl.replace(/\/+$/, '');
  return (config) => {
    const url = config.url ?? '';
    if (url.startsWith(PAYPAL_SANDBOX_ORIGIN)) {
      config.url = target + url.slice(PAYPAL_SANDBOX_ORIGIN.length);
    }
    return http(config);
  };
}

/** PayPal's Orders and Payments APIs for these settings (the simulator's when one is configured). */
export function paypalApi(settings: PaymentSettings = paymentSettings()): PaypalApi {
  const { clientId, clientSecret, environment } = settings.paypal;
  if (!clientId || !clientSecret) {
    throw new PaymentConfigError(
      'PayPal is not configured: set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET',
    );
  }
  const cacheKey = `${clientId}\n${clientSecret}\n${environment}\n${settings.simulatorUrl ?? ''}`;
  const cached = clients.get(cacheKey);
  if (cached) return cached;

  const client = new Client({
    clientCredentialsAuthCredentials: { oAuthClientId: clientId, oAuthClientSecret: clientSecret },
    environment: environment === 'production' ? Environment.Production : Environment.Sandbox,
    timeout: TIMEOUT_MS,
    ...(settings.simulatorUrl
      ? { unstable_httpClientOptions: { adapter: simulatorAdapter(settings.simulatorUrl) } }
      : {}),
  });
  const api = { orders: new OrdersController(client), payments: new PaymentsController(client) };
  clients.set(cacheKey, api);
  return api;
}
