import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEXT } from './support/account-texts';
import {
  addFromProductPage,
  buyableProducts,
  CHECKOUT_TEXT,
  isAt,
  main,
  prefix,
  type ShopProduct,
} from './support/checkout';
import { buttonReady } from './support/forms';
import { mailedLink } from './support/outbox';
import { currentPath, newVisitor, openShop, visit, type Device } from './support/pages';
import { TEXT, type Language } from './support/texts';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

/**
 * Issue 25, item 7: a visitor sent from checkout to the login creates an account instead, and
 * comes back to checkout with their cart, through the activation mail and the first login.
 */
const CREATE_ACCOUNT = { en: 'Create an account', it: 'Crea un account' } as const;

let products: ShopProduct[];

beforeAll(async () => {
  // Past the products the other checkout files buy.
  products = (await buyableProducts(17)).slice(15);
});
afterAll(() => kit.browser?.close());

async function registerFromCheckout(language: Language, device: Device, product: ShopProduct) {
  const a = ACCOUNT_TEXT[language];
  const c = CHECKOUT_TEXT[language];
  const p = prefix(language);
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `newcomer-${language}-${stamp}@example.com`;
  const nick = `Newcomer${stamp}`;
  const password = 'newcomer-secret-1';
  const next = `?next=${encodeURIComponent(`${p}/checkout`)}`;
  const context = await newVisitor(kit.browser, { language, device });
  try {
    const page = await openShop(context, p || '/', language);
    await addFromProductPage(page, product, language);
    await visit(page, `${p}/checkout`);
    // Checkout needs a login: the login page keeps where to go back to.
    await page.waitForURL(isAt(`${p}/login`));
    expect(currentPath(page)).toBe(`${p}/login${next}`);

    await main(page).getByRole('link', { name: CREATE_ACCOUNT[language], exact: true }).click();
    await page.waitForURL(isAt(`${p}/register`));
    expect(currentPath(page)).toBe(`${p}/register${next}`);
    const register = await buttonReady(page, a.register);
    await main(page).getByLabel(a.email, { exact: true }).fill(email);
    await main(page).getByLabel(a.nickName, { exact: true }).fill(nick);
    await main(page).getByLabel(a.password, { exact: true }).fill(password);
    await main(page).getByLabel(a.confirmYourPassword, { exact: true }).fill(password);
    await register.click();
    await page.waitForURL(isAt(`${p}/registered`));

    // The mailed link carries it too, and so does the login the activation offers.
    const link = await mailedLink(email, `${p}/activate`);
    expect(new URL(link, 'http://shop.example').searchParams.get('next')).toBe(`${p}/checkout`);
    await visit(page, link);
    await page.getByText(a.activated(nick)).waitFor();
    await main(page).getByRole('link', { name: a.login, exact: true }).click();
    await page.waitForURL(isAt(`${p}/login`));
    expect(currentPath(page)).toBe(`${p}/login${next}`);

    const login = await buttonReady(page, a.login);
    await main(page).getByLabel(a.email, { exact: true }).fill(email);
    await main(page).getByLabel(a.password, { exact: true }).fill(password);
    await login.click();

    // Back at checkout, the cart as it was.
    await page.waitForURL(isAt(`${p}/checkout`));
    await page.getByRole('heading', { name: c.deliveryStep }).waitFor();
    const summary = page.getByTestId('checkout-summary');
    await summary.getByText(product.names[language], { exact: false }).waitFor();
    await page.getByRole('link', { name: TEXT[language].headerCart(1), exact: true }).waitFor();
  } finally {
    await context.close();
  }
}

describe('creating an account from checkout', () => {
  it(
    'comes back to checkout with the cart (en, desktop)',
    () => registerFromCheckout('en', 'desktop', products[0]!),
    180_000,
  );
  it(
    'comes back to checkout with the cart (it, phone)',
    () => registerFromCheckout('it', 'mobile', products[1]!),
    180_000,
  );
});
