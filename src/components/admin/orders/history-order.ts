/**
 * The order's history as it is read: oldest first, so "Payment failed" then "Paid" reads as
 * what happened. The API answers newest first; events of the same instant keep their recorded
 * order (the API's reversed), and an unreadable time sorts first rather than breaking the list.
 */
export function oldestFirst<E extends { at: string }>(events: readonly E[]): E[] {
  const time = (event: E) => {
    const ms = Date.parse(event.at);
    return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
  };
  return [...events].reverse().sort((a, b) => time(a) - time(b));
}
