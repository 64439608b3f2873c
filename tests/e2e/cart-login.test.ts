import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEXT } from './support/account-texts';
import {
  buyableProducts,
  cartLines,
  isAt,
  main,
  newCustomer,
  type ShopProduct,
} from './support/checkout';
import { buttonReady } from './support/forms';
import { newVisitor, openShop, visit } from './support/pages';
import { TEXT } from './support/texts';
import { chooseEveryOption } from './support/options';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

let products: ShopProduct[];

beforeAll(async () => {
  // Past the products checkout.test.ts and checkout-screens.test.ts buy.
  products = (await buyableProducts(13)).slice(10);
});
afterAll(() => kit.browser?.close());

const language = 'en';
const text = TEXT[language];
const a = ACCOUNT_TEXT[language];
/** newCustomer's password (tests/e2e/support/checkout.ts). */
const PASSWORD = 'buyer-secret-1';

/** One more of the product into the cart; the header then counts `items`. */
async function addOne(page: Page, product: ShopProduct, items: number): Promise<void> {
  await visit(page, `/product/${product.url}`);
  await chooseEveryOption(page, 'en');
  await (await buttonReady(page, text.addToCart)).click();
  await page.getByRole('link', { name: text.headerCart(items), exact: true }).waitFor();
}

async function logIn(page: Page, email: string): Promise<void> {
  await visit(page, '/login');
  await page.getByRole('heading', { level: 1, name: a.loginHeading }).waitFor();
  const submit = await buttonReady(page, a.login);
  await main(page).getByLabel(a.email, { exact: true }).fill(email);
  await main(page).getByLabel(a.password, { exact: true }).fill(PASSWORD);
  await submit.click();
  await page.waitForURL(isAt('/'));
}

async function logOut(page: Page): Promise<void> {
  await visit(page, '/logout');
  await page.getByText(a.loggedOut).waitFor();
}

async function shopper(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newVisitor(kit.browser, { language });
  return { context, page: await openShop(context, '/', language) };
}

describe('the cart kept across logout and login', () => {
  it('comes back after logout and login, in the same browser and another, with a visitor’s cart merged in', async () => {
    const customer = await newCustomer();
    const [first, second, third] = products as [ShopProduct, ShopProduct, ShopProduct];
    const one = await shopper();
    const two = await shopper();
    try {
      await logIn(one.page, customer.email);
      await addOne(one.page, first, 1);
      await addOne(one.page, second, 2);
      await logOut(one.page);
      expect(await one.page.getByRole('link', { name: text.headerCart(2) }).count()).toBe(0);

      // The same browser: the two items are back.
      await logIn(one.page, customer.email);
      await one.page.getByRole('link', { name: text.headerCart(2), exact: true }).waitFor();

      // Another browser, where a visitor's cart was started meanwhile: merged, three items.
      await addOne(two.page, third, 1);
      await logIn(two.page, customer.email);
      await two.page.getByRole('link', { name: text.headerCart(3), exact: true }).click();
      await two.page.waitForURL(isAt('/cart'));
      const lines = await cartLines(two.page, language);
      expect(await lines.count()).toBe(3);
      for (const product of [first, second, third]) {
        expect(await lines.getByRole('link', { name: product.names[language] }).count()).toBe(1);
      }
    } finally {
      await one.context.close();
      await two.context.close();
    }
  }, 240_000);

  it('offers the review form only to a buyer: the reason first for others, a login to visitors', async () => {
    const product = products[0]!;
    const customer = await newCustomer();
    const { context, page } = await shopper();
    try {
      await visit(page, `/product/${product.url}`);
      const reviews = page.getByTestId('product-reviews');
      await reviews.getByRole('link', { name: 'Log in to write a review', exact: true }).waitFor();

      await logIn(page, customer.email);
      await visit(page, `/product/${product.url}`);
      await reviews
        .getByText('You must have purchased the item to add a review!', { exact: true })
        .waitFor();
      expect(await reviews.getByRole('link', { name: 'Write a review' }).count()).toBe(0);

      // The reviews screen's own address says the same instead of showing the form.
      await visit(page, `/reviews?sku=${encodeURIComponent(product.sku)}`);
      await page.getByTestId('review-needs-purchase').waitFor();
      expect(await page.getByRole('button', { name: /review/i }).count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 180_000);
});
