/**
 * Double opt-in rules for the newsletter. Anyone can type any address into the sign-up box, so
 * the confirmation mail is rate-limited per address: the shop must not become a way to flood
 * someone's inbox. A pending subscription's `createdAt` is when its current link was mailed.
 */
export const NEWSLETTER_LINK_DAYS = 7;
export const NEWSLETTER_RESEND_MINUTES = 10;
/** After this many mails to an address that never confirmed, at most one a day. */
export const NEWSLETTER_QUICK_RESENDS = 5;
export const NEWSLETTER_SLOW_RESEND_HOURS = 24;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type SubscriptionStatus = 'P' | 'C' | 'U';

export interface SubscriptionState {
  status: SubscriptionStatus;
  /** When the current confirmation link was issued. */
  createdAt: Date;
  /** Confirmation mails sent since the address last became pending. */
  attempts: number;
}

/** A confirmation link is dead once this many days have passed since it was mailed. */
export function confirmationExpired(createdAt: Date, now: Date): boolean {
  return now.getTime() - createdAt.getTime() >= NEWSLETTER_LINK_DAYS * DAY;
}

/**
 * Whether a sign-up for this address sends a confirmation mail now. A confirmed address gets
 * nothing (it is already subscribed, and the answer never says so); an unsubscribed or unknown
 * one gets a mail; a pending one waits between mails, longer after several unanswered ones.
 * Once its link has expired a pending address starts afresh.
 */
export function confirmationMailDue(state: SubscriptionState | null, now: Date): boolean {
  if (!state || state.status === 'U') return true;
  if (state.status === 'C') return false;
  if (confirmationExpired(state.createdAt, now)) return true;
  const wait =
    state.attempts >= NEWSLETTER_QUICK_RESENDS
      ? NEWSLETTER_SLOW_RESEND_HOURS * HOUR
      : NEWSLETTER_RESEND_MINUTES * MINUTE;
  return now.getTime() - state.createdAt.getTime() >= wait;
}

/** The attempt count to store with a new confirmation mail. */
export function nextAttempts(state: SubscriptionState | null, now: Date): number {
  const continues = state?.status === 'P' && !confirmationExpired(state.createdAt, now);
  return continues ? state.attempts + 1 : 1;
}
