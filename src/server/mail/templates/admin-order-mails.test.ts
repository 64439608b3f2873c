import { describe, expect, it } from 'vitest';
import { orderCancelledMail } from './order-cancelled';
import { orderCompleteMail } from './order-complete';
import { orderShippedMail } from './order-shipped';
import { paymentRequestMail } from './payment-request';
import { returnAuthorisedMail, returnReceivedMail } from './return-progress';

const who = { name: 'Anna <b>', orderNo: 42 };

describe('the admin order mails', () => {
  it('write the order number in both languages and escape the names in HTML', () => {
    for (const lng of ['en', 'it'] as const) {
      const mails = [
        orderCompleteMail({ lng, ...who }),
        orderCancelledMail({ lng, ...who, reason: '', refunded: 0, currency: 'EUR' }),
        returnAuthorisedMail({ lng, ...who, itemName: 'Bag', quantity: 1 }),
        returnReceivedMail({ lng, ...who, itemName: 'Bag', quantity: 1 }),
      ];
      for (const mail of mails) {
        expect(mail.subject).toContain('42');
        expect(mail.html).toContain('Anna &lt;b&gt;');
        expect(mail.html).toContain(`lang="${lng}"`);
      }
    }
  });

  it('shows the refund only when there is one', () => {
    const base = { lng: 'en' as const, ...who, reason: 'Damaged', currency: 'EUR' };
    expect(orderCancelledMail({ ...base, refunded: 1250 }).text).toContain('€12.50');
    expect(orderCancelledMail({ ...base, refunded: 0 }).text).not.toContain('refunding');
    expect(orderCancelledMail({ ...base, lng: 'it', refunded: 1250 }).text).toContain(
      'Ti rimborsiamo 12,50\u00a0€',
    );
  });

  it('gives the payment link and the amount due', () => {
    const mail = paymentRequestMail({
      lng: 'it',
      ...who,
      amountDue: 990,
      currency: 'EUR',
      link: 'https://shop.example/it/pay?order=1&key=k',
    });
    expect(mail.subject).toBe("Pagamento dell'ordine n. 42");
    expect(mail.text).toContain('https://shop.example/it/pay?order=1&key=k');
    expect(mail.text).toContain('Resta da pagare 9,90\u00a0€');
  });

  it('adds the tracking link only when the shipper has one', () => {
    const tracking = {
      trackingNo: 'T1',
      trackingComments: '',
      shipperName: 'DHL',
      trackingLink: '',
    };
    const plain = orderShippedMail({ lng: 'en', ...who, tracking });
    expect(plain.text).toContain('Tracking number: T1');
    expect(plain.text).not.toContain('Track your parcel');
    const linked = orderShippedMail({
      lng: 'it',
      ...who,
      tracking: { ...tracking, trackingLink: 'https://t.example/T1' },
    });
    expect(linked.text).toContain('https://t.example/T1');
    expect(linked.text).toContain('Corriere: DHL');
  });
});
