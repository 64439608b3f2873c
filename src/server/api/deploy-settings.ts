import { PaymentConfigError, paymentSettings } from '../payments/payment-settings';
import { isDeployed } from '../config/runtime';

const set = (env: NodeJS.ProcessEnv, name: string) => Boolean(env[name]?.trim());

/**
 * What a deploy lacks to run as a shop, one sentence per setting, or [] when nothing does. A
 * developer's machine has stand-ins for all of them (a secret in .data/, the embedded database,
 * the outbox, the payment simulator); a deploy has none, so each missing one would fail later,
 * one customer at a time, as a 500.
 */
export function deploySettingsProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  const problems: string[] = [];
  const secret = env.JWT_SECRET ?? '';
  if (!secret) problems.push('JWT_SECRET is not set');
  else if (secret.length < 32) problems.push('JWT_SECRET must be at least 32 characters');
  if (!set(env, 'DATABASE_URL')) problems.push('DATABASE_URL is not set');
  if (!set(env, 'SMTP_HOST')) problems.push('SMTP_HOST is not set: the shop cannot send mail');
  if (!set(env, 'MAIL_FROM')) problems.push('MAIL_FROM is not set: mail would come from localhost');
  // The simulator runs beside `npm start`; a deploy cannot reach it.
  if (set(env, 'PAYMENT_SIMULATOR_URL')) {
    problems.push('PAYMENT_SIMULATOR_URL is set: a deploy takes payments from Stripe and PayPal');
  } else {
    try {
      paymentSettings(env);
    } catch (error) {
      if (!(error instanceof PaymentConfigError)) throw error;
      problems.push(error.message);
    }
  }
  return problems;
}

/**
 * Set by the production build while it loads each bundle to check that it answers
 * (scripts/functions-bundle.ts): the bundle runs as deployed (Netlify's bootstrap defines the
 * `Netlify` global) but the deploy's settings are not the build's to have.
 */
export const BUNDLE_CHECK_VARIABLE = 'SHOP_BUNDLE_CHECK';

/** The problems of this process's settings when it runs as a deploy, else []. */
export function startupProblems(env: NodeJS.ProcessEnv = process.env): string[] {
  if (env[BUNDLE_CHECK_VARIABLE] === 'true') return [];
  return isDeployed(env) ? deploySettingsProblems(env) : [];
}

/** Scheduled functions have no one to answer: they stop, and the log says why. */
export function assertDeploySettings(env: NodeJS.ProcessEnv = process.env): void {
  const problems = startupProblems(env);
  if (problems.length > 0) throw new Error(`The shop is not configured: ${problems.join('; ')}`);
}
