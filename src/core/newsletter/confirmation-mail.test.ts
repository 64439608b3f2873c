import { describe, expect, it } from 'vitest';
import {
  confirmationExpired,
  confirmationMailDue,
  nextAttempts,
  NEWSLETTER_QUICK_RESENDS,
  type SubscriptionState,
} from './confirmation-mail';

const now = new Date('2030-06-15T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const pending = (minutes: number, attempts = 1): SubscriptionState => ({
  status: 'P',
  createdAt: minutesAgo(minutes),
  attempts,
});

describe('newsletter confirmation links', () => {
  it('expire 7 days after they were mailed, to the millisecond', () => {
    const sevenDays = 7 * 24 * 60;
    expect(confirmationExpired(minutesAgo(sevenDays - 1), now)).toBe(false);
    expect(confirmationExpired(minutesAgo(sevenDays), now)).toBe(true);
  });
});

describe('when a sign-up mails a confirmation link', () => {
  it('mails an unknown or unsubscribed address, never a confirmed one', () => {
    expect(confirmationMailDue(null, now)).toBe(true);
    expect(confirmationMailDue({ status: 'U', createdAt: minutesAgo(1), attempts: 3 }, now)).toBe(
      true,
    );
    expect(
      confirmationMailDue({ status: 'C', createdAt: minutesAgo(10_000), attempts: 1 }, now),
    ).toBe(false);
  });

  it('mails a pending address at most once in 10 minutes', () => {
    expect(confirmationMailDue(pending(9), now)).toBe(false);
    expect(confirmationMailDue(pending(10), now)).toBe(true);
  });

  it('slows to one a day after 5 unanswered mails', () => {
    expect(confirmationMailDue(pending(60, NEWSLETTER_QUICK_RESENDS - 1), now)).toBe(true);
    expect(confirmationMailDue(pending(60, NEWSLETTER_QUICK_RESENDS), now)).toBe(false);
    expect(confirmationMailDue(pending(24 * 60, NEWSLETTER_QUICK_RESENDS), now)).toBe(true);
  });

  it('starts afresh once the last link has expired', () => {
    const stale = pending(8 * 24 * 60, 40);
    expect(confirmationMailDue(stale, now)).toBe(true);
    expect(nextAttempts(stale, now)).toBe(1);
  });

  it('counts mails while the address stays pending', () => {
    expect(nextAttempts(null, now)).toBe(1);
    expect(nextAttempts(pending(30, 2), now)).toBe(3);
    expect(nextAttempts({ status: 'U', createdAt: minutesAgo(30), attempts: 4 }, now)).toBe(1);
  });
});
