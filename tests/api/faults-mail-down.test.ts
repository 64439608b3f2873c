import { inArray } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { mailQueue } from '../../src/server/db/schema';
import { flushMailQueue } from '../../src/server/mail/deliver-queued';
import { pendingMails } from '../../src/server/mail/mail-queue';
import type { RunningSimulator } from '../../src/tools/payment-simulator';
import { getSiteSettings } from '../../src/server/site/site-settings';
import type { ProductRow } from '../support/orders';
import { signedInAs, type TestApp } from '../support/test-app';
import {
  cartFor,
  checkoutFixture,
  orderRow,
  paidByCard,
  stockOf,
  stockedProduct,
  type Shopper,
} from './checkout-support';
import { closedPort, startSmtp, type TestSmtp } from '../support/smtp';

const ORDERS = 3;

let t: TestApp;
let sim: RunningSimulator;
let bag: ProductRow;
let smtp: TestSmtp | undefined;

checkoutFixture(async (app) => {
  ({ t, sim } = app);
  bag = await stockedProduct(t, 0, 50);
});
afterEach(() => {
  vi.unstubAllEnvs();
});
afterAll(async () => {
  await smtp?.close();
});

function useSmtpPort(port: number): void {
  vi.stubEnv('SMTP_HOST', '127.0.0.1');
  vi.stubEnv('SMTP_PORT', String(port));
  vi.stubEnv('SMTP_SECURE', 'false');
  // The test server offers no STARTTLS (tests/support/smtp.ts).
  vi.stubEnv('SMTP_REQUIRE_TLS', 'false');
}

describe('the mail server is down while orders are placed', () => {
  it('places the orders, keeps their mails queued, and sends each exactly once when it is back', async () => {
    sim.setStripeWebhook({});
    const port = await closedPort();
    useSmtpPort(port);
    // Errors of the failed sends are expected here; keep them out of the test output.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const stock = await stockOf(t, bag.id);

    const placed: { who: Shopper; orderId: string; orderNo: number }[] = [];
    for (let n = 0; n < ORDERS; n += 1) {
      const who = await signedInAs(t.db, 'C');
      const cart = await cartFor(t, who, [{ product: bag, quantity: 1 }]);
      await paidByCard(t, who, cart.cartId);
      const res = await t.send(
        'POST',
        '/api/order_confirm',
        { cartId: cart.cartId, agreeTerms: true },
        who.headers,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const order = await orderRow(t, cart._id);
      expect(order).toMatchObject({ status: 'P', paymentStatus: 'P' });
      placed.push({ who, orderId: cart._id, orderNo: order.orderNo });
    }
    expect(await stockOf(t, bag.id)).toBe(stock - ORDERS);

    // Each order left its two mails in the queue, tried once and waiting out the back-off.
    const queued = await pendingMails(t.db);
    expect(queued).toHaveLength(2 * ORDERS);
    for (const mail of queued) {
      expect(mail).toMatchObject({ attempts: 1, sentAt: null, failedAt: null, lockedUntil: null });
      expect(mail.lastError).toMatch(/ECONNREFUSED/);
      expect(mail.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    }
    const shop = (await getSiteSettings(t.db)).email.orderCopyTo;
    expect(shop).toContain('@');
    const expected = placed
      .flatMap(({ who, orderNo }) => [`${who.email} ${orderNo}`, `${shop} ${orderNo}`])
      .sort();
    const queuedKeys = queued.map((m) => `${m.recipient} ${/\d+/.exec(m.subject)?.[0]}`).sort();
    expect(queuedKeys).toEqual(expected);

    // A scheduled flush while the server is still down sends nothing: nothing is due yet.
    expect(await flushMailQueue(t.db)).toEqual({ sent: 0, waiting: 0, failed: 0 });

    // The server is back on the same port; two flushes run at once (two function instances).
    smtp = await startSmtp({ port });
    const reports = await Promise.all([
      flushMailQueue(t.db, { includeWaiting: true }),
      flushMailQueue(t.db, { includeWaiting: true }),
    ]);
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(2 * ORDERS);
    expect(reports.every((r) => r.waiting === 0 && r.failed === 0)).toBe(true);

    const arrived = smtp.received
      .map((mail) => `${mail.rcptTo.join(',')} ${/\d+/.exec(mail.subject)?.[0]}`)
      .sort();
    expect(arrived).toEqual(expected);
    expect(await pendingMails(t.db)).toEqual([]);
    const ids = queued.map((mail) => mail.id);
    const rows = await t.db.select().from(mailQueue).where(inArray(mailQueue.id, ids));
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 2)).toBe(true);

    // Nothing is left to send, however it is asked.
    expect(await flushMailQueue(t.db, { includeWaiting: true })).toEqual({
      sent: 0,
      waiting: 0,
      failed: 0,
    });
    expect(smtp.received).toHaveLength(2 * ORDERS);
  });
});
