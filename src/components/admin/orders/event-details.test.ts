import { describe, expect, it } from 'vitest';
import { eventDetails } from './event-details';

describe('eventDetails', () => {
  it('keeps what the administrator typed, in a fixed order', () => {
    expect(
      eventDetails({
        paymentId: 'pi_1',
        amount: 1200,
        trackingNo: 'TRK9',
        reason: ' Customer asked ',
        quantity: 2,
      }),
    ).toEqual([
      { key: 'reason', value: 'Customer asked' },
      { key: 'trackingNo', value: 'TRK9' },
      { key: 'quantity', value: '2' },
    ]);
  });

  it('leaves out empty and odd values', () => {
    expect(eventDetails({ reason: '  ', reference: null, quantity: Number.NaN })).toEqual([]);
    expect(eventDetails(null)).toEqual([]);
  });
});
