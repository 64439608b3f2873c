/**
 * The back office touches the session while the administrator works without calling the API
 * (typing a long description): at most this often, and only after input since the last touch,
 * so the server's idle limit (ADMIN_IDLE_SECONDS, at least ten minutes) counts the person's
 * inactivity, not the API's.
 */
export const KEEP_ALIVE_EVERY_MS = 5 * 60_000;

/** Whether to touch the session now, given the last input and the last touch (epoch ms). */
export function shouldKeepAlive(lastInput: number, lastTouch: number, now: number): boolean {
  return lastInput > lastTouch && now - lastTouch >= KEEP_ALIVE_EVERY_MS;
}
