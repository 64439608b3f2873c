import { describe, expect, it } from 'vitest';
import { cardOutcome } from './card-outcome';

describe('cardOutcome', () => {
  it('is charged only for a succeeded PaymentIntent', () => {
    expect(cardOutcome(true, { id: 'pi_1', status: 'succeeded' })).toEqual({ kind: 'succeeded' });
    expect(cardOutcome(true, { id: 'pi_1', status: 'processing' })).toEqual({
      kind: 'declined',
      reason: 'generic',
    });
    expect(cardOutcome(true, { id: 'pi_1', status: 'requires_payment_method' })).toEqual({
      kind: 'declined',
      reason: 'generic',
    });
  });

  it('sends the customer to the bank page a 3-D Secure card needs', () => {
    const answer = {
      status: 'requires_action',
      next_action: {
        type: 'redirect_to_url',
        redirect_to_url: { url: 'http://127.0.0.1:9000/sim/3ds/pi_1' },
      },
    };
    expect(cardOutcome(true, answer)).toEqual({
      kind: 'redirect',
      url: 'http://127.0.0.1:9000/sim/3ds/pi_1',
    });
    // A page that is not a web address is never followed.
    const script = { ...answer, next_action: { redirect_to_url: { url: 'javascript:alert(1)' } } };
    expect(cardOutcome(true, script)).toEqual({ kind: 'declined', reason: 'generic' });
  });

  it('reads an error answer, or no answer, as declined', () => {
    const declined = { error: { type: 'card_error', code: 'card_declined' } };
    expect(cardOutcome(false, declined)).toEqual({ kind: 'declined', reason: 'generic' });
    expect(cardOutcome(true, declined)).toEqual({ kind: 'declined', reason: 'generic' });
    expect(cardOutcome(true, null)).toEqual({ kind: 'declined', reason: 'generic' });
    expect(cardOutcome(false, { status: 'succeeded' })).toEqual({
      kind: 'declined',
      reason: 'generic',
    });
  });

  it('keeps the reason Stripe gave for a decline', () => {
    const poor = {
      error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' },
    };
    expect(cardOutcome(false, poor)).toEqual({ kind: 'declined', reason: 'insufficient_funds' });
    const expired = {
      status: 'requires_payment_method',
      last_payment_error: { code: 'expired_card' },
    };
    expect(cardOutcome(true, expired)).toEqual({ kind: 'declined', reason: 'expired_card' });
  });
});
