import { addUtcDays, isWeekend, toIsoDate, utcDay, type IsoDate } from '../dates/utc-date';
import { parseDeliveryDays, type DeliveryDays } from './delivery-days';

/**
 * Counts business days (Monday to Friday) after the start day; the start day itself never
 * counts. With 0 days a weekend start moves on to Monday, since nothing is delivered at a weekend.
 */
export function addBusinessDays(start: Date, businessDays: number): Date {
  let day = utcDay(start);
  let left = businessDays;
  while (left > 0) {
    day = addUtcDays(day, 1);
    if (!isWeekend(day)) left -= 1;
  }
  while (isWeekend(day)) day = addUtcDays(day, 1);
  return day;
}

function previousWeekday(day: Date): Date {
  let result = day;
  while (isWeekend(result)) result = addUtcDays(result, -1);
  return result;
}

export interface DeliveryDateRange {
  from: IsoDate;
  to: IsoDate;
}

/**
 * Spec section 9: "Delivery dates skip weekends and the end is minus one day."
 *
 * from = the order day plus min business days. to = the order day plus max business days,
 * minus one calendar day; if that lands on a weekend it moves back to Friday, and it is never
 * before from (so a one-day range such as '2' gives from = to). Dates are UTC calendar days;
 * pass a 'YYYY-MM-DD' string to use the shop's local order date instead.
 */
export function deliveryDates(
  orderDate: Date | IsoDate,
  days: DeliveryDays | string,
): DeliveryDateRange {
  const { min, max } = typeof days === 'string' ? parseDeliveryDays(days) : days;
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min < 0 || max < min) {
    throw new RangeError('delivery days must be whole numbers with 0 <= min <= max');
  }
  const ordered = utcDay(orderDate);
  const from = addBusinessDays(ordered, min);
  const end = previousWeekday(addUtcDays(addBusinessDays(ordered, max), -1));
  const to = end.getTime() < from.getTime() ? from : end;
  return { from: toIsoDate(from), to: toIsoDate(to) };
}
