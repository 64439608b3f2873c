import { randomBytes } from 'node:crypto';
import type { PaypalAnswer } from './types';

export interface ErrorDetail {
  issue: string;
  description: string;
  field?: string;
  value?: string;
  location?: 'body' | 'path' | 'header' | 'query';
}

const MESSAGES = {
  INVALID_REQUEST: 'Request is not well-formed, syntactically incorrect, or violates schema.',
  AUTHENTICATION_FAILURE:
    'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
  RESOURCE_NOT_FOUND: 'The specified resource does not exist.',
  UNPROCESSABLE_ENTITY:
    'The requested action could not be performed, semantically incorrect, or failed business validation.',
  INTERNAL_SERVER_ERROR: 'An internal server error has occurred.',
} as const;

function infoLink(issue: string) {
  return {
    href: `https://developer.paypal.com/api/rest/reference/orders/v2/errors/#${issue}`,
    rel: 'information_link',
    method: 'GET',
  };
}

/** PayPal's error body: `{ name, message, debug_id, details: [{ issue, description }], links }`. */
export function paypalError(
  status: number,
  name: keyof typeof MESSAGES,
  details: ErrorDetail[] = [],
  extraLinks: { href: string; rel: string; method: string }[] = [],
): PaypalAnswer {
  return {
    status,
    body: {
      name,
      message: MESSAGES[name],
      debug_id: randomBytes(7).toString('hex').slice(0, 13),
      ...(details.length > 0 ? { details } : {}),
      links: [...extraLinks, ...details.slice(0, 1).map((detail) => infoLink(detail.issue))],
    },
  };
}

export function unprocessable(
  issue: string,
  description: string,
  extraLinks: { href: string; rel: string; method: string }[] = [],
): PaypalAnswer {
  return paypalError(422, 'UNPROCESSABLE_ENTITY', [{ issue, description }], extraLinks);
}

export function notFound(): PaypalAnswer {
  return paypalError(404, 'RESOURCE_NOT_FOUND', [
    {
      issue: 'INVALID_RESOURCE_ID',
      description:
        'Specified resource ID does not exist. Please check the resource ID and try again.',
    },
  ]);
}
