interface DriverError {
  code?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
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

/** The deepest error of a chain of causes (drizzle's wrapper holds the driver's). */
function innermost(err: Error): Error {
  let e = err;
  for (let depth = 0; e.cause instanceof Error && depth < 5; depth += 1) e = e.cause;
  return e;
}

/** drizzle's wrapper: its message is the query and every parameter it was given. */
const isQueryWrapper = (e: Error) => 'params' in e || /^Failed query:/.test(e.message);

const named = (label: string, value: unknown) =>
  typeof value === 'string' && value ? ` ${label} ${value}` : '';

/**
 * A line for the log without the data: PostgreSQL's detail ("Failing row contains …"), its
 * message (which may quote a value: invalid input syntax for type uuid: "…") and drizzle's
 * parameters would copy customer data, a password hash or a mail with a live link, into logs.
 * A database error is told by its code, table, column and constraint; anything else by the
 * innermost cause, never by drizzle's wrapper.
 */
export function dbErrorSummary(err: unknown): string {
  const e = driverError(err);
  if (e) {
    const where = `${named('table', e.table)}${named('column', e.column)}`;
    return `PostgreSQL ${String(e.code)}${where}${named('constraint', e.constraint)}`;
  }
  if (!(err instanceof Error)) return 'unknown error';
  const inner = innermost(err);
  return isQueryWrapper(inner)
    ? `${inner.name}: a query failed`
    : `${inner.name}: ${inner.message}`;
}

/**
 * True when a query failed: drizzle's wrapper, or the server's own error (which carries a
 * severity) anywhere in the chain; not a mail server's error, which also carries a code.
 */
export function isQueryFailure(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e instanceof Error && depth < 5; depth += 1) {
    if (isQueryWrapper(e) || 'severity' in e) return true;
    e = e.cause;
  }
  return false;
}

/** True for an error that came from PostgreSQL (directly or under drizzle's wrapper). */
export function isDatabaseError(err: unknown): boolean {
  return driverError(err) !== undefined;
}

/** Socket errors and PostgreSQL codes of a server that is gone, stopping or starting. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  // admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting down)
  '57P01',
  '57P02',
  '57P03',
  // connection_exception and its kinds
  '08000',
  '08001',
  '08003',
  '08006',
  // too_many_connections: the server is up but full for now
  '53300',
]);

/** What node-postgres says without a code when a connection dies or cannot be had. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /not queryable/,
  /terminating connection due to administrator command/,
  /the database system is (starting up|shutting down|in recovery mode)/,
];

/**
 * True when the database could not be reached or dropped the connection (a restart, a
 * failover, a full pool that timed out), anywhere in drizzle's chain of causes. Such a
 * request may well succeed a moment later: it deserves a 503, not a 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const { code, message, cause } = e as DriverError;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(message))) {
      return true;
    }
    e = cause;
  }
  return false;
}
