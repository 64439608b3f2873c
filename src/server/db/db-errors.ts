interface DriverError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** The driver's error under drizzle's wrapper (drizzle puts it in `cause`). */
function driverError(err: unknown): DriverError | undefined {
  let e: unknown = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const candidate = e as DriverError;
    if (typeof candidate.code === 'string') return candidate;
    e = candidate.cause;
  }
  return undefined;
}

/**
 * The unique index a failed insert or update ran into (PostgreSQL error 23505), or undefined
 * for any other error.
 */
export function violatedUniqueIndex(err: unknown): string | undefined {
  const e = driverError(err);
  if (e?.code !== '23505') return undefined;
  return typeof e.constraint === 'string' ? e.constraint : '';
}

/**
 * A line for the log without the failing row: PostgreSQL's detail ("Failing row contains …")
 * and drizzle's parameters would copy customer data, the password hash included, into logs.
 */
export function dbErrorSummary(err: unknown): string {
  const e = driverError(err);
  if (!e) return err instanceof Error ? `${err.name}: ${err.message}` : 'unknown error';
  const constraint = typeof e.constraint === 'string' ? ` (${e.constraint})` : '';
  return `PostgreSQL ${String(e.code)}${constraint}: ${String(e.message)}`;
}

/** True for an error that came from PostgreSQL (directly or under drizzle's wrapper). */
export function isDatabaseError(err: unknown): boolean {
  return driverError(err) !== undefined;
}
