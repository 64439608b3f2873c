import type { OrdersController, PaymentsController } from '@paypal/paypal-server-sdk';
import type * as PaypalSdkModule from '@paypal/paypal-server-sdk';
import type { AxiosAdapter } from 'axios';
import { PaymentConfigError, paymentSettings, type PaymentSettings } from './payment-settings';

export interface PaypalApi {
  orders: OrdersController;
  payments: PaymentsController;
}

/** The SDK's hard-coded sandbox origin; only the sandbox may be redirected to the simulator. */
export const PAYPAL_SANDBOX_ORIGIN = 'https://api-m.sandbox.paypal.com';
const TIMEOUT_MS = 20_000;

type PaypalModule = typeof PaypalSdkModule;

const clients = new Map<string, PaypalApi>();
let paypalModule: PaypalModule | undefined;

/**
 * The SDK is imported on the first PayPal call, not when the function starts: alone it cost
 * ~265 ms of every cold start, a third of the function's import.
 */
export async function loadPaypal(): Promise<PaypalModule> {
  paypalModule ??= await import('@paypal/paypal-server-sdk');
  return paypalModule;
}

/** The SDK's module once a call has loaded it (an error can only come from a loaded SDK). */
export function loadedPaypal(): PaypalModule | undefined {
  return paypalModule;
}

/**
 * The SDK's Environment has fixed hosts, so the simulator is reached by rewriting each request's
 * origin in an axios adapter (the SDK hands unstable_httpClientOptions to axios.create()). The
 * token call goes through the same client, so OAuth reaches the simulator too.
 */
async function simulatorAdapter(simulatorUrl: string): Promise<AxiosAdapter> {
  const { default: axios } = await import('axios');
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
export async function paypalApi(settings: PaymentSettings = paymentSettings()): Promise<PaypalApi> {
  const { clientId, clientSecret, environment } = settings.paypal;
  if (!clientId || !clientSecret) {
    throw new PaymentConfigError(
      'PayPal is not configured: set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET',
    );
  }
  const cacheKey = `${clientId}\n${clientSecret}\n${environment}\n${settings.simulatorUrl ?? ''}`;
  const cached = clients.get(cacheKey);
  if (cached) return cached;

  const { Client, Environment, OrdersController, PaymentsController } = await loadPaypal();
  const client = new Client({
    clientCredentialsAuthCredentials: { oAuthClientId: clientId, oAuthClientSecret: clientSecret },
    environment: environment === 'production' ? Environment.Production : Environment.Sandbox,
    timeout: TIMEOUT_MS,
    ...(settings.simulatorUrl
      ? { unstable_httpClientOptions: { adapter: await simulatorAdapter(settings.simulatorUrl) } }
      : {}),
  });
  const api = { orders: new OrdersController(client), payments: new PaymentsController(client) };
  clients.set(cacheKey, api);
  return api;
}
