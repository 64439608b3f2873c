import { randomBytes } from 'node:crypto';
import type { PaypalContext } from './context';
import { paypalError } from './errors';
import type { PaypalAnswer } from './types';

const SCOPE = [
  'https://uri.paypal.com/services/payments/payment',
  'https://uri.paypal.com/services/payments/refund',
  'https://uri.paypal.com/services/checkout/one-click-with-merchant-issued-token',
].join(' ');

function invalidClient(): PaypalAnswer {
  return {
    status: 401,
    body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
  };
}

/**
 * POST /v1/oauth2/token with client credentials in Basic auth. Any non-empty id and secret
 * are accepted: the simulator has no accounts, it checks that the SDK sends credentials.
 */
export function issueToken(
  ctx: PaypalContext,
  authorization: string | undefined,
  body: URLSearchParams,
): PaypalAnswer {
  const basic = /^Basic\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (!basic) return invalidClient();
  const decoded = Buffer.from(basic, 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator < 1 || separator === decoded.length - 1) return invalidClient();
  if (body.get('grant_type') !== 'client_credentials') {
    return {
      status: 400,
      body: { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' },
    };
  }
  const token = `A21AA${randomBytes(32).toString('base64url')}`;
  ctx.tokens.add(token);
  return {
    status: 200,
    body: {
      scope: SCOPE,
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-SIMULATOR0000',
      expires_in: 32400,
      nonce: `${new Date().toISOString()}${randomBytes(8).toString('hex')}`,
    },
  };
}

/** API calls need a token this simulator issued. */
export function bearerProblem(
  ctx: PaypalContext,
  authorization: string | undefined,
): PaypalAnswer | null {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (token && ctx.tokens.has(token)) return null;
  return paypalError(401, 'AUTHENTICATION_FAILURE');
}
