import { describe, expect, it } from 'vitest';
import { cardOutcome } from './card-outcome';

describe('cardOutcome', () => {
  it('is charged only for a succeeded PaymentIntent', () => {
    expect(cardOutcome(true, { id: 'pi_1', status: 'succeeded' })).toEqual({ kind: 'succeeded' });
    expect(cardOutcome(true, { id: 'pi_1', status: 'processing' })).toEqual({ kind: 'declined' });
    expect(cardOutcome(true, { id: 'pi_1', status: 'requires_payment_method' })).toEqual({
      kind: 'declined',
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
    expect(cardOutcome(true, script)).toEqual({ kind: 'declined' });
  });

  it('reads an error answer, or no answer, as declined', () => {
    const declined = { error: { type: 'card_error', code: 'card_declined' } };
    expect(cardOutcome(false, declined)).toEqual({ kind: 'declined' });
    expect(cardOutcome(true, declined)).toEqual({ kind: 'declined' });
    expect(cardOutcome(true, null)).toEqual({ kind: 'declined' });
    expect(cardOutcome(false, { status: 'succeeded' })).toEqual({ kind: 'declined' });
  });
});
