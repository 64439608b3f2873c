import pg from 'pg';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { hashPassword } from '../../src/server/customers/password';
import { ACCOUNT_TEXT } from './support/account-texts';
import { buttonReady, expectNoViolations } from './support/forms';
import { apiProducts, priceCents, type ApiProduct } from './support/catalogue';
import { asVisitor, baseUrl, eventually, openShop, reload, visit } from './support/pages';
import { TEXT } from './support/texts';
import { chooseEveryOption } from './support/options';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

/** The cart screens' words, written out so a changed or missing translation fails a test. */
const T = {
  pack: 'Pack',
  quantityOf: (name: string) => `Quantity: ${name}`,
  oneMore: (name: string) => `One more: ${name}`,
  oneFewer: (name: string) => `One fewer: ${name}`,
  remove: (name: string) => `Remove ${name}`,
  empty: 'Your cart is empty.',
  cartHeading: 'Your cart',
};

/** The browser's storage keys (src/state/persisted-shop.ts, persisted-customer.ts). */
const SHOP_KEY = 'borse-shop';

afterAll(() => kit.browser?.close());

async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

interface PackProduct extends ApiProduct {
  sell: ApiProduct['sell'] & {
    salePrice: number;
    packs: { descr: string; price: number; quantity: number }[];
  };
}

/** A product with no size to choose and enough stock for the quantity changes below. */
async function simpleProduct(): Promise<ApiProduct> {
  const product = (await apiProducts()).find(
    (p) => p.sizes.length === 0 && p.sell.sellBy === 'u' && p.sell.inStock - p.sell.minStock >= 5,
  );
  if (!product) throw new Error('no product without sizes and with stock');
  return product;
}

const stored = (page: Page) =>
  page.evaluate(
    (key) =>
      JSON.parse(window.localStorage.getItem(key) ?? 'null') as {
        customerCart: { cartId: string; cart: { totalItems: number } } | null;
      } | null,
    SHOP_KEY,
  );

async function addFromProductPage(page: Page, product: ApiProduct, timeout?: number) {
  await visit(page, `/product/${product.url}`);
  await chooseEveryOption(page, 'en');
  await page.getByRole('button', { name: TEXT.en.addToCart }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: TEXT.en.added(product.lng.eng.name) })
    .first()
    .waitFor({ timeout });
}

const cartLine = (page: Page) =>
  page.getByRole('list', { name: TEXT.en.cartLines }).getByRole('listitem');

/** The line's controls wait for the server's answer (aria-busy) before the next change. */
const settled = (page: Page) =>
  page.locator('[data-testid="cart-line"][aria-busy="false"]').first().waitFor();

const totalCents = async (page: Page) =>
  priceCents((await page.getByTestId('cart-total').textContent()) ?? '');

describe('the server cart', () => {
  it('changes quantities and removes lines through the API, with its totals', async () => {
    const product = await simpleProduct();
    const name = product.lng.eng.name;
    const price = product.sell.price;
    await asVisitor(kit.browser, { language: 'en' }, async (context) => {
      const page = await openShop(context, '/', 'en');
      await addFromProductPage(page, product);
      await page.getByRole('link', { name: TEXT.en.headerCart(1), exact: true }).waitFor();
      await visit(page, '/cart');
      await cartLine(page).first().waitFor();
      await settled(page);
      expect(await totalCents(page)).toBe(price);

      // + : one more, priced by the server.
      await page.getByRole('button', { name: T.oneMore(name) }).click();
      await eventually(() => totalCents(page), 20_000).toBe(price * 2);
      await page.getByRole('link', { name: TEXT.en.headerCart(2), exact: true }).waitFor();
      await settled(page);

      // The number commits on Enter (not on every keystroke).
      const quantity = page.getByLabel(T.quantityOf(name), { exact: true });
      await quantity.fill('3');
      expect(await totalCents(page)).toBe(price * 2);
      await quantity.press('Enter');
      await eventually(() => totalCents(page), 20_000).toBe(price * 3);
      await settled(page);

      // − keeps the focus on itself, for the next press.
      const fewer = page.getByRole('button', { name: T.oneFewer(name) });
      await fewer.focus();
      await page.keyboard.press('Enter');
      await eventually(() => totalCents(page), 20_000).toBe(price * 2);
      expect(await fewer.evaluate((el) => el === document.activeElement)).toBe(true);
      await settled(page);

      // The same cart after a reload (refreshed from the server), then removed.
      await reload(page);
      await cartLine(page).first().waitFor();
      await eventually(() => totalCents(page), 20_000).toBe(price * 2);
      await settled(page);
      await expectNoViolations(page);
      await page.getByRole('button', { name: T.remove(name) }).click();
      await page.getByTestId('cart-empty').waitFor();
      await page.getByRole('link', { name: TEXT.en.headerCart(0), exact: true }).waitFor();
      expect((await stored(page))?.customerCart).toBeNull();
    });
  });

  it('adds a pack at the pack price', async () => {
    const products = (await apiProducts()) as PackProduct[];
    const product = products.find(
      (p) =>
        p.sizes.length === 0 &&
        p.sell.packs.length > 0 &&
        p.sell.inStock - p.sell.minStock >= (p.sell.packs[0]?.quantity ?? 1),
    );
    const pack = product?.sell.packs[0];
    if (!product || !pack) throw new Error('no product with packs and their stock');
    await asVisitor(kit.browser, { language: 'en' }, async (context) => {
      const page = await openShop(context, `/product/${product.url}`, 'en');
      await page.getByText(TEXT.en.inStock).waitFor();
      const packs = page.getByLabel(T.pack, { exact: true });
      const option = packs.getByRole('option', { name: new RegExp(`^${pack.descr} \\(`) });
      const label = (await option.textContent()) ?? '';
      await packs.selectOption({ label });
      await chooseEveryOption(page, 'en');
      await page.getByRole('button', { name: TEXT.en.addToCart }).click();
      await page.getByRole('link', { name: TEXT.en.headerCart(1), exact: true }).waitFor();
      await visit(page, '/cart');
      await cartLine(page).first().waitFor();
      await settled(page);
      // The line names its pack, and its price says it is the whole pack's.
      const line = (await cartLine(page).textContent()) ?? '';
      expect(line).toContain(pack.descr);
      expect(line).toMatch(/per pack of \d+/);
      // The option showed the pack's price after any sale; the server charges the same.
      expect(await totalCents(page)).toBe(priceCents(label));
    });
  });

  it('starts a new cart when the kept one has expired', async () => {
    const [first, second] = (await apiProducts()).filter(
      (p) => p.sizes.length === 0 && p.sell.sellBy === 'u' && p.sell.inStock > p.sell.minStock,
    );
    if (!first || !second) throw new Error('need two products without sizes');
    await asVisitor(kit.browser, { language: 'en' }, async (context) => {
      const page = await openShop(context, '/', 'en');
      await addFromProductPage(page, first);
      await page.getByRole('link', { name: TEXT.en.headerCart(1), exact: true }).waitFor();
      const oldId = (await stored(page))?.customerCart?.cartId ?? '';
      expect(oldId).not.toBe('');
      await sql(`update orders set expires_on = now() - interval '1 minute' where cart_id = $1`, [
        oldId,
      ]);

      // The server answers 404 for the old cart: the item goes into a new one, alone. (netlify
      // dev looks for a static file after each 404 of the API, seconds each: two of them here.)
      await addFromProductPage(page, second, 45_000);
      await page.getByRole('link', { name: TEXT.en.headerCart(1), exact: true }).waitFor();
      const newId = (await stored(page))?.customerCart?.cartId ?? '';
      expect(newId).not.toBe('');
      expect(newId).not.toBe(oldId);
      await visit(page, '/cart');
      await cartLine(page).first().waitFor();
      expect(await cartLine(page).count()).toBe(1);
      expect(await cartLine(page).textContent()).toContain(second.lng.eng.name);
    });
  }, 120_000);

  it('discards a cart kept by an earlier version of the shop', () =>
    asVisitor(kit.browser, { language: 'en' }, async (context) => {
      const page = await openShop(context, '/', 'en');
      await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
        SHOP_KEY,
        JSON.stringify({
          confirmAge: true,
          customerCart: {
            currency: 'EUR',
            dateAdded: new Date().toISOString(),
            expiresOn: new Date(Date.now() + 86_400_000).toISOString(),
            items: [{ sku: 'OLD-1', name: 'Old bag', quantity: 1, unitPrice: 1000 }],
          },
        }),
      ] as const);
      await visit(page, '/cart');
      await page.getByRole('heading', { level: 1, name: T.cartHeading }).waitFor();
      await page.getByTestId('cart-empty').waitFor();
      await page.getByRole('link', { name: TEXT.en.headerCart(0), exact: true }).waitFor();
    }));

  it('follows the visitor who logs in, and is forgotten at logout', async () => {
    const a = ACCOUNT_TEXT.en;
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const email = `cart-${stamp}@example.com`;
    const password = 'cart-secret-1';
    const [customer] = await sql<{ id: string }>(
      `insert into customers (user_name, nick_name, password_hash, user_status, activated_at)
       values ($1, $2, $3, 'A', now()) returning id`,
      [email, `Cart${stamp}`, await hashPassword(password)],
    );
    if (!customer) throw new Error('customer not created');
    const product = await simpleProduct();
    await asVisitor(kit.browser, { language: 'en' }, async (context) => {
      const page = await openShop(context, '/', 'en');
      await addFromProductPage(page, product);
      const cartId = (await stored(page))?.customerCart?.cartId ?? '';
      expect(cartId).not.toBe('');

      await visit(page, '/login');
      const submit = await buttonReady(page, a.login);
      const main = page.getByRole('main');
      await main.getByLabel(a.email, { exact: true }).fill(email);
      await main.getByLabel(a.password, { exact: true }).fill(password);
      await submit.click();
      await page.waitForURL((url) => url.pathname === '/');

      // The signed-in refresh made the cart the customer's: a visitor's call finds nothing now.
      await eventually(async () => {
        const rows = await sql<{ customer_id: string | null }>(
          'select customer_id from orders where cart_id = $1',
          [cartId],
        );
        return rows[0]?.customer_id;
      }).toBe(customer.id);
      const anonymous = await fetch(`${baseUrl}/api/get_cart?token=${cartId}`);
      expect(anonymous.status).toBe(404);
      await page.getByRole('link', { name: TEXT.en.headerCart(1), exact: true }).waitFor();

      await visit(page, '/logout');
      await page.getByText(a.loggedOut).waitFor();
      await page.getByRole('link', { name: TEXT.en.headerCart(0), exact: true }).waitFor();
      expect((await stored(page))?.customerCart).toBeNull();
    });
  });
});

// The empty cart page reads well too (the filled one is in accessibility.test.ts).
describe('the empty cart', () => {
  it('says so, with the way back to the shop', () =>
    asVisitor(kit.browser, { language: 'en' }, async (context) => {
      const page = await openShop(context, '/cart', 'en');
      await page.getByTestId('cart-empty').waitFor();
      expect(await page.getByText(T.empty).count()).toBeGreaterThan(0);
      await expectNoViolations(page);
    }));
});
