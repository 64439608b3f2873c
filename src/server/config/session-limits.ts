import { DEFAULT_SESSION_LIMITS, type SessionLimits } from '../../core/customers/session-life';
import { envNumber } from './env-number';

/**
 * The back office keeps a session alive while the administrator works (it touches the session
 * every few minutes of activity: src/components/admin/use-admin-keep-alive.ts), so a shorter
 * idle limit would sign out someone who is typing.
 */
export const MIN_ADMIN_IDLE_SECONDS = 10 * 60;

/** The session limits, from the environment (README, "Configuration"). */
export function sessionLimitsFromEnv(): SessionLimits {
  const limits: SessionLimits = {
    customerIdleSeconds: envNumber('TOKEN_TTL_SECONDS', DEFAULT_SESSION_LIMITS.customerIdleSeconds),
    customerMaxSeconds: envNumber(
      'CUSTOMER_SESSION_MAX_SECONDS',
      DEFAULT_SESSION_LIMITS.customerMaxSeconds,
    ),
    adminIdleSeconds: envNumber('ADMIN_IDLE_SECONDS', DEFAULT_SESSION_LIMITS.adminIdleSeconds),
    adminMaxSeconds: envNumber('ADMIN_SESSION_MAX_SECONDS', DEFAULT_SESSION_LIMITS.adminMaxSeconds),
  };
  if (limits.adminIdleSeconds < MIN_ADMIN_IDLE_SECONDS) {
    throw new Error(`ADMIN_IDLE_SECONDS must be at least ${MIN_ADMIN_IDLE_SECONDS}`);
  }
  if (limits.adminMaxSeconds < limits.adminIdleSeconds) {
    throw new Error('ADMIN_SESSION_MAX_SECONDS must be at least ADMIN_IDLE_SECONDS');
  }
  if (limits.customerMaxSeconds < limits.customerIdleSeconds) {
    throw new Error('CUSTOMER_SESSION_MAX_SECONDS must be at least TOKEN_TTL_SECONDS');
  }
  return limits;
}
