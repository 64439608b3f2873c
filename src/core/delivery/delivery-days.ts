import { DEFAULT_DELIVERY_DAYS } from '../constants';
import type { DeliveryType } from './delivery-fee';

/** A range of business days, as a country's "3-5" text (spec section 3, Country). */
export interface DeliveryDays {
  min: number;
  max: number;
}

const DAYS_TEXT = /^\s*(\d{1,3})\s*(?:[-–]\s*(\d{1,3}))?\s*$/;

/**
 * Spec section 9: "Default delivery days 3-5." Empty or unreadable text gives the default, a
 * single number is a one-day range ('2' -> 2-2), and a reversed range ('5-3') is read as 3-5
 * rather than rejected, since an admin typing it meant the same span.
 */
export function parseDeliveryDays(text: string | null | undefined): DeliveryDays {
  const match = DAYS_TEXT.exec(text ?? '') ?? DAYS_TEXT.exec(DEFAULT_DELIVERY_DAYS);
  const first = Number(match?.[1] ?? 3);
  const second = match?.[2] === undefined ? first : Number(match[2]);
  return { min: Math.min(first, second), max: Math.max(first, second) };
}

export function formatDeliveryDays(days: DeliveryDays): string {
  return days.min === days.max ? String(days.min) : `${days.min}-${days.max}`;
}

/** The country's days text for the chosen delivery type (deliveryStdDays or deliveryExpressDays). */
export function deliveryDaysFor(
  country: { deliveryStdDays: string; deliveryExpressDays: string },
  type: DeliveryType,
): DeliveryDays {
  return parseDeliveryDays(type === 'exp' ? country.deliveryExpressDays : country.deliveryStdDays);
}
