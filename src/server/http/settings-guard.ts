import type { MiddlewareHandler } from 'hono';
import { API_ERROR_MESSAGES } from '../../core/api-errors';

/**
 * A deploy missing a required setting answers every call 503 and says why in the function log,
 * once per instance, when the function starts: a shop that cannot sign tokens, reach its
 * database or send mail must not half-work (orders without confirmations, every signed-in
 * call a 500). The public answer names no setting.
 */
export function settingsGuard(problems: readonly string[]): MiddlewareHandler | undefined {
  if (problems.length === 0) return undefined;
  console.error(`The shop is not configured, every call answers 503:\n- ${problems.join('\n- ')}`);
  return async (c) =>
    c.json({ code: 'SERVICE_UNAVAILABLE', message: API_ERROR_MESSAGES.SERVICE_UNAVAILABLE }, 503);
}
