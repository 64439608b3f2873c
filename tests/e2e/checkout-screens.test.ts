import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEXT } from './support/account-texts';
import {
  addFromProductPage,
  answerBankCheck,
  asCustomer,
  buyableProducts,
  CHECKOUT_TEXT,
  chooseAddress,
  choosePayment,
  chooseStandardDelivery,
  completedOrderNumber,
  isAt,
  main,
  newCustomer,
  payWithCard,
  prefix,
  type ShopProduct,
} from './support/checkout';
import { buttonReady, description } from './support/forms';
import { eventually, visit } from './support/pages';
import type { Language } from './support/texts';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

let products: ShopProduct[];

beforeAll(async () => {
  // Past the products checkout.test.ts buys (the first six), so stock counts do not mix.
  products = (await buyableProducts(10)).slice(8);
});
afterAll(() => kit.browser?.close());

/** The simulator's card that asks for 3-D Secure (docs/api-checkout.md). */
const CARD_3DS = '4000 0025 0000 3155';

const WORDS = {
  en: {
    authFailed: "The card's authentication failed. Your payment did not go through",
    summary: 'Order summary',
    postcodeInvalid: 'Enter a valid postal code for the country',
  },
  it: {
    authFailed:
      "L'autenticazione della carta non è riuscita. Il pagamento non è andato a buon fine",
    summary: 'Riepilogo dell’ordine',
    postcodeInvalid: 'Inserisci un codice postale valido per il paese',
  },
} satisfies Record<Language, Record<string, string>>;

async function openCheckout(page: Page, language: Language): Promise<void> {
  const c = CHECKOUT_TEXT[language];
  await visit(page, `${prefix(language)}/checkout`);
  await page.getByRole('heading', { level: 1, name: c.title }).waitFor();
  await page.getByRole('heading', { name: c.deliveryStep }).waitFor();
}

/** The submit buttons step 1 shows now. */
const stepOneSubmits = (page: Page) =>
  page.getByTestId('checkout-step-delivery').locator('button[type="submit"]:visible');

describe('checkout as a person sees it', () => {
  it('step 1 in Italian: summary beside it, one button, name and email filled in, countries in Italian order, an Italian CAP checked', async () => {
    const language = 'it';
    const c = CHECKOUT_TEXT[language];
    const a = ACCOUNT_TEXT[language];
    const w = WORDS[language];
    const product = products[0]!;
    const customer = await newCustomer();
    const { context, page } = await asCustomer(kit.browser, customer, '/it', language);
    try {
      await addFromProductPage(page, product, language);
      await openCheckout(page, language);
      const form = page.getByTestId('checkout-address');
      await buttonReady(page, c.useAddress);

      // Name and email come from the profile (newCustomer is Anna Rossi).
      expect(await form.getByLabel(a.contactName, { exact: true }).inputValue()).toBe('Anna Rossi');
      expect(await form.getByLabel(a.email, { exact: true }).inputValue()).toBe(customer.email);

      // The summary sits beside the form, with the product and a total.
      const summary = page.getByTestId('checkout-summary');
      await summary.getByRole('heading', { name: w.summary }).waitFor();
      expect(await summary.textContent()).toContain(product.names[language]);
      expect(await summary.getByTestId('checkout-summary-total').textContent()).toMatch(/\d/);
      const formBox = await form.boundingBox();
      const summaryBox = await summary.boundingBox();
      expect(summaryBox!.x).toBeGreaterThanOrEqual(formBox!.x + formBox!.width - 1);

      // The countries in the order an Italian reader looks for them.
      const names = await form
        .getByLabel(c.country, { exact: true })
        .locator('option')
        .allTextContents();
      const collator = new Intl.Collator('it', { sensitivity: 'base', numeric: true });
      expect(names).toEqual([...names].sort(collator.compare));
      expect(names.indexOf('Cipro')).toBeLessThan(names.indexOf('Croazia'));
      expect(names.indexOf('Germania')).toBeGreaterThan(names.indexOf('Francia'));

      // One submit button at a time.
      expect(await stepOneSubmits(page).allTextContents()).toEqual([c.useAddress]);

      // An Italian postcode of letters is refused before anything is sent.
      await form.getByLabel(a.telephone, { exact: true }).fill('+39 06 1234 5678');
      await form.getByLabel(a.addressLine1, { exact: true }).fill('Via Roma 1');
      await form.getByLabel(a.city, { exact: true }).fill('Roma');
      const code = form.getByLabel(a.postalCode, { exact: true });
      await code.fill('ABCDE');
      await form.getByLabel(c.country, { exact: true }).selectOption('IT');
      await page.getByRole('button', { name: c.useAddress, exact: true }).click();
      await eventually(() => description(code)).toBe(w.postcodeInvalid);

      await code.fill('00100');
      await page.getByRole('button', { name: c.useAddress, exact: true }).click();
      await page.getByRole('heading', { name: c.deliveryOptions }).waitFor();
      expect(await stepOneSubmits(page).allTextContents()).toEqual([c.continueToPayment]);
      await chooseStandardDelivery(page, language);
      // Step 2 still has the summary beside it.
      expect(await summary.isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  }, 180_000);

  it('on a phone: a failed 3-D Secure check says so and keeps the terms ticked; the confirmation opens at its top', async () => {
    const language = 'en';
    const c = CHECKOUT_TEXT[language];
    const w = WORDS[language];
    const product = products[1]!;
    const customer = await newCustomer();
    const { context, page } = await asCustomer(kit.browser, customer, '/', language, 'mobile');
    try {
      await addFromProductPage(page, product, language);
      await openCheckout(page, language);
      // On a phone the summary comes after the form.
      const summary = page.getByTestId('checkout-summary');
      await summary.waitFor();
      const formBox = await page.getByTestId('checkout-address').boundingBox();
      expect((await summary.boundingBox())!.y).toBeGreaterThan(formBox!.y);

      await chooseAddress(page, language, 'typed');
      await chooseStandardDelivery(page, language);
      await choosePayment(page, language, 'card');
      const terms = page.getByRole('checkbox', { name: c.agree });
      await terms.check();
      await (await buttonReady(page, c.payCard)).click();
      await page.getByTestId('card-form').waitFor();
      await payWithCard(page, language, CARD_3DS);
      await answerBankCheck(page, 'fail');

      await page.waitForURL(isAt(`${prefix(language)}/checkout`));
      const notice = page.getByTestId('checkout-notice');
      await notice.waitFor();
      expect((await notice.textContent())?.trim()).toBe(w.authFailed);
      expect(await terms.isChecked()).toBe(true);

      // Paying again, this time passing the bank's check.
      await (await buttonReady(page, c.payCard)).click();
      await page.getByTestId('card-form').waitFor();
      await payWithCard(page, language, CARD_3DS);
      await answerBankCheck(page, 'pass');
      await completedOrderNumber(page, language);

      // The thanks at the top of the screen, its heading focused and in view.
      const heading = main(page).getByRole('heading', { level: 1, name: c.completeTitle });
      await eventually(() => heading.evaluate((el) => el === document.activeElement)).toBe(true);
      await eventually(() => page.evaluate(() => window.scrollY)).toBe(0);
      const box = await heading.boundingBox();
      const viewport = page.viewportSize()!;
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
    } finally {
      await context.close();
    }
  }, 240_000);
});
