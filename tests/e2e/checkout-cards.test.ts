import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addFromProductPage,
  answerBankCheck,
  asCustomer,
  buyableProducts,
  CHECKOUT_TEXT,
  choosePayment,
  completedOrderNumber,
  enterDelivery,
  newCustomer,
  payWithCard,
  placedOrders,
  prefix,
  type Customer,
  type ShopProduct,
} from './support/checkout';
import { buttonReady } from './support/forms';
import { visit } from './support/pages';
import type { Language } from './support/texts';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

let products: ShopProduct[];

beforeAll(async () => {
  // Past those the other checkout files buy (up to the 13th), so stock counts do not mix.
  products = (await buyableProducts(18)).slice(13);
});
afterAll(() => kit.browser?.close());

/** Stripe's "3-D Secure 2, always authenticate" test card. */
const ALWAYS_3DS = '4000 0027 6000 3184';

const WORDS = {
  en: {
    hintCards: ['4242 4242 4242 4242', ALWAYS_3DS, '4000 0000 0000 0002'],
    insufficientFunds:
      'Your payment did not go through. The card has insufficient funds. Try another card.',
    expired:
      'Your payment did not go through. The card has expired. Check the expiry date or use another card.',
    noOrder: 'There is no order to show here.',
  },
  it: {
    hintCards: ['4242 4242 4242 4242', ALWAYS_3DS, '4000 0000 0000 0002'],
    insufficientFunds:
      'Il pagamento non è andato a buon fine. Sulla carta non ci sono fondi sufficienti. Prova con un’altra carta.',
    expired:
      'Il pagamento non è andato a buon fine. La carta è scaduta. Controlla la data di scadenza o usa un’altra carta.',
    noOrder: 'Non c’è nessun ordine da mostrare qui.',
  },
} satisfies Record<Language, Record<string, unknown>>;

/** A customer's browser with one product in the cart, at step 3 with the card form open. */
async function atCardForm(
  customer: Customer,
  product: ShopProduct,
  language: Language,
): Promise<{ context: BrowserContext; page: Page }> {
  const c = CHECKOUT_TEXT[language];
  const opened = await asCustomer(kit.browser, customer, prefix(language) || '/', language);
  const { page } = opened;
  await addFromProductPage(page, product, language);
  await visit(page, `${prefix(language)}/checkout`);
  await enterDelivery(page, language);
  await choosePayment(page, language, 'card');
  await page.getByRole('checkbox', { name: c.agree }).check();
  await (await buttonReady(page, c.payCard)).click();
  await page.getByTestId('card-form').waitFor();
  return opened;
}

describe('Stripe’s test cards at checkout', () => {
  it('pays with the always-authenticate card through 3-D Secure, and always sees the order (four times, both languages)', async () => {
    const customer = await newCustomer();
    for (const [round, language] of (['en', 'it', 'en', 'it'] as const).entries()) {
      const { context, page } = await atCardForm(customer, products[round % 2]!, language);
      try {
        const hint = await page
          .getByTestId('card-form')
          .locator('p.form-text')
          .first()
          .textContent();
        for (const card of WORDS[language].hintCards) expect(hint).toContain(card);
        await payWithCard(page, language, ALWAYS_3DS);
        await answerBankCheck(page, 'pass');
        const orderNo = await completedOrderNumber(page, language);
        expect(await page.getByText(WORDS[language].noOrder).count()).toBe(0);
        expect((await placedOrders(customer.id)).map((order) => order.orderNo)).toContain(orderNo);
      } finally {
        await context.close();
      }
    }
    expect(await placedOrders(customer.id)).toHaveLength(4);
  }, 600_000);

  it('back from 3-D Secure with the cart gone from the browser, waits for the order the webhook places', async () => {
    const language = 'en';
    const customer = await newCustomer();
    const { context, page } = await atCardForm(customer, products[2]!, language);
    try {
      // Another tab's confirmation (or the webhook) left this browser without its cart.
      await context.addInitScript(() => {
        if (!window.location.search.includes('payment_intent=')) return;
        const saved = JSON.parse(window.localStorage.getItem('borse-shop') ?? '{}') as object;
        window.localStorage.setItem('borse-shop', JSON.stringify({ ...saved, customerCart: null }));
      });
      await payWithCard(page, language, ALWAYS_3DS);
      await answerBankCheck(page, 'pass');
      const orderNo = await completedOrderNumber(page, language);
      expect((await placedOrders(customer.id)).map((order) => order.orderNo)).toEqual([orderNo]);
    } finally {
      await context.close();
    }
  }, 240_000);

  it('when the confirmation page is slow to load and the site reloads it, still shows the order', async () => {
    const language = 'it';
    const customer = await newCustomer('C', language);
    const { context, page } = await atCardForm(customer, products[3]!, language);
    try {
      // The page's data does not come, four times: Gatsby gives up and loads the bare address
      // afresh, which drops the order handed over in the history entry.
      let refused = 0;
      await page.route(/\/page-data\/(it\/)?checkout_complete\/page-data\.json/, (route) => {
        if (refused >= 4) return route.continue();
        refused += 1;
        return route.fulfill({ status: 503, body: '' });
      });
      await payWithCard(page, language, '4242 4242 4242 4242');
      const orderNo = await completedOrderNumber(page, language);
      expect(refused).toBe(4);
      expect((await placedOrders(customer.id)).map((order) => order.orderNo)).toEqual([orderNo]);
      // Shown once: the address typed in again later shows no order.
      await visit(page, `${prefix(language)}/checkout_complete`);
      await page.getByText(WORDS[language].noOrder).waitFor();
    } finally {
      await context.close();
    }
  }, 240_000);

  it.each([
    ['en', '4000 0000 0000 9995', 'insufficientFunds'],
    ['it', '4000 0000 0000 0069', 'expired'],
  ] as const)(
    'in %s, %s is declined with its own reason',
    async (language, card, words) => {
      const customer = await newCustomer();
      const { context, page } = await atCardForm(customer, products[4]!, language);
      try {
        await payWithCard(page, language, card);
        const alert = page.getByTestId('card-form').getByRole('alert');
        await alert.filter({ hasText: /\S/ }).waitFor();
        expect((await alert.textContent())?.trim()).toBe(WORDS[language][words]);
        expect(await placedOrders(customer.id)).toHaveLength(0);
      } finally {
        await context.close();
      }
    },
    240_000,
  );
});
