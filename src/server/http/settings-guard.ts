import type { MiddlewareHandler } from 'hono';
import { serviceUnavailable } from '../../core/domain-error';

/**
 * A deploy missing a required setting answers every call 503 and says why in the function log,
 * once per instance, when the function starts: a shop that cannot sign tokens, reach its
 * database or send mail must not half-work (orders without confirmations, every signed-in
 * call a 500). The public answer names no setting.
 */
export function settingsGuard(problems: readonly string[]): MiddlewareHandler | undefined {
  if (problems.length === 0) return undefined;
  console.error(`The shop is not configured, every call answers 503:\n- ${problems.join('\n- ')}`);
  // No Retry-After: a missing setting does not come back by itself.
  return async () => {
    throw serviceUnavailable();
  };
}
