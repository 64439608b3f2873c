import { describe, expect, it } from 'vitest';
import { RETURN_MESSAGES, returnItemSchema } from './return-item';
import { messagesOf } from './testing';

const valid = { orderId: 'o1', itemId: 'i1', reason: 'Too small', policyRead: true };

describe('spec 5: "A return needs a reason and that the returns policy was read."', () => {
  it('accepts a reason and a read policy; the quantity is optional', () => {
    expect(returnItemSchema.parse(valid)).toEqual(valid);
    expect(returnItemSchema.parse({ ...valid, quantity: 2 }).quantity).toBe(2);
  });

  it('needs a reason (blank counts as missing) and trims it', () => {
    expect(messagesOf(returnItemSchema, { ...valid, reason: '  ' })).toEqual({
      reason: [RETURN_MESSAGES.reason],
    });
    expect(returnItemSchema.parse({ ...valid, reason: ' Too small ' }).reason).toBe('Too small');
  });

  it('needs the policy confirmed with true, nothing else', () => {
    for (const policyRead of [false, 'true', 1, undefined]) {
      expect(messagesOf(returnItemSchema, { ...valid, policyRead }), String(policyRead)).toEqual({
        policyRead: [RETURN_MESSAGES.policyRead],
      });
    }
  });

  it('reports both missing answers at once', () => {
    expect(messagesOf(returnItemSchema, { orderId: 'o1', itemId: 'i1' })).toEqual({
      reason: [RETURN_MESSAGES.reason],
      policyRead: [RETURN_MESSAGES.policyRead],
    });
  });

  it('caps the reason and takes whole quantities of at least 1', () => {
    expect(
      Object.keys(messagesOf(returnItemSchema, { ...valid, reason: 'x'.repeat(1001) })),
    ).toEqual(['reason']);
    for (const quantity of [0, 1.5, '2']) {
      expect(messagesOf(returnItemSchema, { ...valid, quantity }), String(quantity)).toEqual({
        quantity: [RETURN_MESSAGES.quantity],
      });
    }
  });
});
