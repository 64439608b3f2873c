import type { Context } from 'hono';

/**
 * Runs `task` after the answer has gone out when the host can keep the function alive for it
 * (Netlify's `context.waitUntil`, handed to Hono as its execution context by functions/api.mts);
 * elsewhere (tests, scripts) the caller waits for it. The task must handle its own errors: the
 * answer is given already.
 */
export async function afterResponse(c: Context, task: () => Promise<void>): Promise<void> {
  let waitUntil: ((promise: Promise<unknown>) => void) | undefined;
  try {
    const ctx = c.executionCtx;
    waitUntil = ctx.waitUntil.bind(ctx);
  } catch {
    // Hono throws when the request came with no execution context.
    waitUntil = undefined;
  }
  if (waitUntil) waitUntil(task());
  else await task();
}
