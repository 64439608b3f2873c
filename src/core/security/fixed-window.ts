/** A limit of `max` calls per key in each window of `windowSeconds`. */
export interface WindowLimit {
  max: number;
  windowSeconds: number;
}

/** After a call is counted: whether it may go on, and if not, how long until the window ends. */
export interface WindowVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
  /** The call's number in its window (1 for the first). */
  hits: number;
}

/** The verdict on the `hits`-th call of a window that started at `windowStart`. */
export function windowVerdict(
  limit: WindowLimit,
  hits: number,
  windowStart: Date,
  now: Date,
): WindowVerdict {
  if (hits <= limit.max) return { allowed: true, retryAfterSeconds: 0, hits };
  const endsAt = windowStart.getTime() + limit.windowSeconds * 1000;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)),
    hits,
  };
}
