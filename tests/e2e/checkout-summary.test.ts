import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceCents } from './support/catalogue';
import {
  addFromProductPage,
  asCustomer,
  buyableProducts,
  CHECKOUT_TEXT,
  chooseAddress,
  choosePayment,
  isAt,
  main,
  newCustomer,
  prefix,
  type ShopProduct,
} from './support/checkout';
import { eventually } from './support/pages';
import { TEXT, type Language } from './support/texts';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

/**
 * Issue 25, item 5: the order summary beside step 1 follows the delivery type as soon as it is
 * chosen, not only after "Continue to payment", and shows what the server then charges.
 */
const T = {
  en: {
    express: /^Express delivery: (€\d{1,3}(,\d{3})*\.\d{2}|free)$/,
    itemsLabel: 'Items',
    deliveryLabel: 'Delivery',
  },
  it: {
    express: /^Consegna espressa: (\d{1,3}(\.\d{3})*,\d{2}\s€|gratuita)$/,
    itemsLabel: 'Articoli',
    deliveryLabel: 'Consegna',
  },
} as const satisfies Record<Language, Record<string, unknown>>;

let products: ShopProduct[];

beforeAll(async () => {
  // Past the products the other checkout files buy.
  products = (await buyableProducts(15)).slice(13);
});
afterAll(() => kit.browser?.close());

/** A summary figure's value: the <dd> after the <dt> that names it. */
const figure = (summary: Locator, label: string) =>
  summary
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

const cents = async (value: Locator) => {
  const text = (await value.textContent())?.trim() ?? '';
  const amount = priceCents(text);
  if (amount === null) throw new Error(`no amount in "${text}"`);
  return amount;
};

/** The fee an option's label names, in cents ("free" is 0). */
async function optionFee(page: Page, name: RegExp): Promise<number> {
  const label = (await page.getByRole('radio', { name }).getAttribute('id')) ?? '';
  const text = (await page.locator(`label[for="${label}"]`).textContent())?.trim() ?? '';
  return priceCents(text) ?? 0;
}

async function summaryFollowsExpress(language: Language, product: ShopProduct): Promise<void> {
  const c = CHECKOUT_TEXT[language];
  const t = T[language];
  const customer = await newCustomer('C', language);
  const { context, page } = await asCustomer(
    kit.browser,
    customer,
    prefix(language) || '/',
    language,
  );
  try {
    await addFromProductPage(page, product, language);
    await page.getByRole('link', { name: TEXT[language].headerCart(1), exact: true }).click();
    await main(page).getByRole('link', { name: c.checkoutLink, exact: true }).click();
    await page.waitForURL(isAt(`${prefix(language)}/checkout`));
    await chooseAddress(page, language, 'typed');
    await page.getByRole('heading', { name: c.deliveryOptions }).waitFor();

    const summary = page.getByTestId('checkout-summary');
    const total = summary.getByTestId('checkout-summary-total');
    const standardFee = await optionFee(page, c.standard);
    const expressFee = await optionFee(page, t.express);
    // Without different fees the test could not tell the two apart.
    expect(expressFee).not.toBe(standardFee);
    const items = await cents(figure(summary, t.itemsLabel));
    await eventually(() => cents(figure(summary, t.deliveryLabel))).toBe(standardFee);
    expect(await cents(total)).toBe(items + standardFee);

    // Express chosen, nothing else done: the summary says so at once.
    await page.getByRole('radio', { name: t.express }).check();
    await eventually(() => cents(figure(summary, t.deliveryLabel))).toBe(expressFee);
    await eventually(() => cents(total)).toBe(items + expressFee);
    const shown = (await total.textContent())?.trim();

    // And that is what the server charges: the review's total, computed by the server.
    await page.getByRole('button', { name: c.continueToPayment, exact: true }).click();
    await page.getByRole('heading', { name: c.paymentStep }).waitFor();
    await choosePayment(page, language, 'card');
    const review = page.getByTestId('checkout-step-review');
    expect((await review.getByTestId('checkout-total').textContent())?.trim()).toBe(shown);

    // Back to standard from step 1: the summary follows again.
    await page.getByRole('button', { name: c.back, exact: true }).click();
    await page.getByRole('button', { name: c.back, exact: true }).click();
    await page.getByRole('radio', { name: c.standard }).check();
    await eventually(() => cents(total)).toBe(items + standardFee);
  } finally {
    await context.close();
  }
}

describe('the checkout summary beside step 1', () => {
  it(
    'follows Express as soon as it is chosen (en)',
    () => summaryFollowsExpress('en', products[0]!),
    180_000,
  );
  it(
    'follows Express as soon as it is chosen (it)',
    () => summaryFollowsExpress('it', products[1]!),
    180_000,
  );
});
