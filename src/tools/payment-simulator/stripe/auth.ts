import { authenticationError } from './errors';
import type { StripeAnswer } from './types';

export interface StripeCaller {
  kind: 'secret' | 'publishable';
  key: string;
}

/** The key from `Authorization: Bearer <key>`, Basic auth with the key as user, or Stripe.js's `key` field. */
function keyFrom(authorization: string | undefined, formKey: string | undefined): string | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (bearer) return bearer;
  const basic = /^Basic\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  if (basic) return Buffer.from(basic, 'base64').toString('utf8').split(':')[0] || null;
  return formKey ?? null;
}

/** Test keys only: a live key sent here is a configuration mistake worth a loud refusal. */
export function stripeCaller(
  authorization: string | undefined,
  formKey: string | undefined,
): StripeCaller | StripeAnswer {
  const key = keyFrom(authorization, formKey);
  if (!key) {
    return authenticationError(
      'You did not provide an API key. You need to provide your API key in the Authorization ' +
        "header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    );
  }
  if (/^(sk|rk|pk)_live_/.test(key)) {
    return authenticationError(
      'This is the local payment simulator: it accepts test keys only (sk_test_…, pk_test_…).',
    );
  }
  if (/^(sk|rk)_test_./.test(key)) return { kind: 'secret', key };
  if (/^pk_test_./.test(key)) return { kind: 'publishable', key };
  return authenticationError(`Invalid API Key provided: ${key.slice(0, 8)}…`);
}

export function publishableNotAllowed(): StripeAnswer {
  return authenticationError(
    'This API call cannot be made with a publishable API key. Please use a secret API key.',
  );
}
