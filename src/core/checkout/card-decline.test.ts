import { describe, expect, it } from 'vitest';
import { cardDeclineReason } from './card-decline';

describe('cardDeclineReason', () => {
  it('reads the issuer’s decline_code first, then the error code', () => {
    expect(cardDeclineReason({ code: 'card_declined', decline_code: 'insufficient_funds' })).toBe(
      'insufficient_funds',
    );
    expect(cardDeclineReason({ code: 'expired_card', decline_code: 'expired_card' })).toBe(
      'expired_card',
    );
    expect(cardDeclineReason({ code: 'incorrect_cvc' })).toBe('incorrect_cvc');
    expect(cardDeclineReason({ code: 'incorrect_number' })).toBe('incorrect_number');
    expect(cardDeclineReason({ code: 'processing_error', decline_code: 'processing_error' })).toBe(
      'processing_error',
    );
    expect(cardDeclineReason({ code: 'payment_intent_authentication_failure' })).toBe(
      'authentication_failed',
    );
  });

  it('says a plain decline for lost, stolen, generic and unknown reasons, or no error', () => {
    for (const declineCode of ['lost_card', 'stolen_card', 'generic_decline', 'do_not_honor']) {
      expect(cardDeclineReason({ code: 'card_declined', decline_code: declineCode })).toBe(
        'generic',
      );
    }
    expect(cardDeclineReason({ code: 'toString' })).toBe('generic');
    expect(cardDeclineReason(null)).toBe('generic');
    expect(cardDeclineReason('card_declined')).toBe('generic');
  });
});
