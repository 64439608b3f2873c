import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderConfirmationMail, orderReceivedShopMail } from './index';
import { sampleOrder as order } from './mail-output.cases';

const HOSTILE = `<script>alert("x")</script>`;

beforeEach(() => {
  vi.stubEnv('URL', 'https://shop.example.com');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('orderConfirmationMail', () => {
  it('tells an Italian customer, in Italian, what was bought, paid and where it goes', () => {
    const mail = orderConfirmationMail({ lng: 'it', name: 'Anna', order });
    expect(mail.subject).toBe("Conferma dell'ordine n. 1042");
    expect(mail.text).toContain('Gentile Anna,');
    expect(mail.text).toContain('2 × Borsa tote (M, rosso) [BG-001]: 178,00\u00a0€');
    expect(mail.text).toContain('1 × Sciarpa a peso [SC-009]: prezzo da confermare');
    expect(mail.text).toContain('Consegna standard: 5,90\u00a0€');
    expect(mail.text).toContain('Totale: 183,90\u00a0€ (di cui IVA 33,16\u00a0€)');
    expect(mail.text).toContain('Via Roma 1\n00100 Roma RM\nItalia');
    expect(mail.text).toContain('Consegna prevista: tra il 5 marzo 2025 e il 7 marzo 2025');
    expect(mail.text).toContain('Pagato con carta.');
    expect(mail.text).toContain('https://shop.example.com/it/orders');
    expect(mail.html).toContain('<html lang="it">');
  });

  it('is in English for English orders, with tax added when prices exclude it', () => {
    const mail = orderConfirmationMail({
      lng: 'en',
      name: 'Anna',
      order: { ...order, taxIncluded: false, deliveryType: 'exp', paymentType: 'PAYPAL' },
    });
    expect(mail.subject).toBe('Order confirmation no. 1042');
    expect(mail.text).toContain('Express delivery: €5.90');
    expect(mail.text).toContain('VAT: €33.16\nTotal: €183.90');
    expect(mail.text).toContain('Expected delivery: between 5 March 2025 and 7 March 2025');
    expect(mail.text).toContain('Paid by PayPal.');
    expect(mail.text).toContain('https://shop.example.com/orders');
  });

  it('escapes what the customer typed', () => {
    const mail = orderConfirmationMail({
      lng: 'en',
      name: HOSTILE,
      order: { ...order, address: { ...order.address, addrComments: HOSTILE } },
    });
    expect(mail.text).toContain(`Notes: ${HOSTILE}`);
    expect(mail.html).not.toContain('<script>');
  });
});

describe('orderReceivedShopMail', () => {
  it('tells the shop in English who ordered, in which language, and what to pack', () => {
    const mail = orderReceivedShopMail({
      customerEmail: 'anna@example.com',
      customerLng: 'it',
      paymentRef: 'ch_123',
      order,
    });
    expect(mail.subject).toBe('New order no. 1042');
    expect(mail.text).toContain('Customer: Anna Rossi <anna@example.com>');
    expect(mail.text).toContain('Language: Italian');
    expect(mail.text).toContain('Payment reference: ch_123');
    expect(mail.text).toContain('2 × Borsa tote (M, rosso) [BG-001]: €178.00');
    expect(mail.text).toContain('Expected delivery: between 5 March 2025 and 7 March 2025');
    expect(mail.text).toContain('https://shop.example.com/admin_orders');
    expect(mail.html).toContain('<html lang="en">');
  });
});
