import { describe, expect, it } from 'vitest';
import { paypalCapturePaying, stripeIntentPays, type PaypalOrderFacts } from './payment-checks';

const expected = { orderId: 'order-1', amount: 12345, currency: 'EUR' };

describe('stripeIntentPays', () => {
  const intent = {
    status: 'succeeded',
    amount: 12345,
    currency: 'eur',
    metadata: { orderId: 'order-1', cartId: 'cart' },
  };

  it('pays for the order when it succeeded for the whole amount in its currency', () => {
    expect(stripeIntentPays(intent, expected)).toBe(true);
  });

  it.each([
    ['not succeeded', { status: 'requires_action' }],
    ['declined', { status: 'requires_payment_method' }],
    ['an older total', { amount: 12000 }],
    ['another currency', { currency: 'gbp' }],
    ['another order', { metadata: { orderId: 'order-2' } }],
    ['no metadata', { metadata: null }],
  ])('pays for nothing when %s', (_why, change) => {
    expect(stripeIntentPays({ ...intent, ...change }, expected)).toBe(false);
  });
});

describe('paypalCapturePaying', () => {
  const order = (capture: Record<string, unknown>, customId = 'order-1'): PaypalOrderFacts => ({
    id: 'PP-1',
    status: 'COMPLETED',
    purchaseUnits: [
      {
        customId,
        payments: {
          captures: [
            {
              id: 'CAP-1',
              status: 'COMPLETED',
              amount: { currencyCode: 'EUR', value: '123.45' },
              ...capture,
            },
          ],
        },
      },
    ],
  });

  it('finds the completed capture for the whole amount', () => {
    expect(paypalCapturePaying(order({}), expected)).toBe('CAP-1');
  });

  it.each([
    ['declined', { status: 'DECLINED' }],
    ['pending', { status: 'PENDING' }],
    ['short by a cent', { amount: { currencyCode: 'EUR', value: '123.44' } }],
    ['another currency', { amount: { currencyCode: 'USD', value: '123.45' } }],
  ])('finds none when the capture is %s', (_why, change) => {
    expect(paypalCapturePaying(order(change), expected)).toBeNull();
  });

  it('finds none for another order, or before any capture', () => {
    expect(paypalCapturePaying(order({}, 'order-2'), expected)).toBeNull();
    expect(paypalCapturePaying({ status: 'APPROVED', purchaseUnits: [{}] }, expected)).toBeNull();
  });
});
