/**
 * The parts of an event's details worth a line in the history: what the administrator typed
 * (a reason, a payment reference, tracking) and a returned quantity. Provider ids and amounts
 * in cents stay out: the payment section shows payments properly.
 */
const SHOWN = ['reason', 'reference', 'trackingNo', 'trackingComments', 'quantity'] as const;

export interface EventDetail {
  /** Translated as adminOrders.eventDetail.<key>. */
  key: (typeof SHOWN)[number];
  value: string;
}

export function eventDetails(details: Record<string, unknown> | null | undefined): EventDetail[] {
  if (!details) return [];
  return SHOWN.flatMap((key) => {
    const value = details[key];
    if (typeof value === 'number' && Number.isFinite(value)) return [{ key, value: String(value) }];
    if (typeof value === 'string' && value.trim()) return [{ key, value: value.trim() }];
    return [];
  });
}
