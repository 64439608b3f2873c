/**
 * How an expected delivery reads: one day when the range is one day (deliveryDates gives
 * from = to for a range such as '2', or when the end moved back onto the start), "between"
 * otherwise, and nothing without dates. Words are the caller's; this only picks the form.
 */
export type DeliveryWindow =
  { kind: 'on'; date: string } | { kind: 'between'; from: string; to: string } | null;

export function deliveryWindow(from: string | null, to: string | null): DeliveryWindow {
  if (!from || !to) return null;
  return from === to ? { kind: 'on', date: from } : { kind: 'between', from, to };
}
