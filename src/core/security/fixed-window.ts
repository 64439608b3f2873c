/** A limit of `max` calls per key in each window of `windowSeconds`. */
export interface WindowLimit {
  max: number;
  windowSeconds: number;
}

/** After a call is counted: whether it may go on, and if not, how long until the window ends. */
export interface WindowVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** The verdict on the `hits`-th call of a window that started at `windowStart`. */
export function windowVerdict(
  limit: WindowLimit,
  hits: number,
  windowStart: Date,
  now: Date,
): WindowVerdict {
  if (hits <= limit.max) return { allowed: true, retryAfterSeconds: 0 };
  const endsAt = windowStart.getTime() + limit.windowSeconds * 1000;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)),
  };
}
