import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { apiProducts, narrowingValue, priceCents, type ApiProduct } from './support/catalogue';
import { filterBox, openFilters, showResults } from './support/filters';
import {
  ageGate,
  asVisitor,
  eventually,
  gridNames,
  gridPrices,
  openShop,
  productGrid,
  queryValues,
  reload,
  resultCount,
  siteUrl,
  waitForLiveList,
  type Device,
} from './support/pages';
import { TEXT, type Language } from './support/texts';
import { chooseEveryOption } from './support/options';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

afterAll(() => kit.browser?.close());

interface Journey {
  language: Language;
  device: Device;
  /** The category's English name (its route) and the name shown in the journey's language. */
  category: { route: string; shown: string };
  /**
   * Which filter group the shopper uses, its address parameter, its box names per product and
   * the language-neutral keys (English names) the address keeps, in the same order.
   */
  filter: {
    group: string;
    param: string;
    values: (product: ApiProduct) => readonly string[];
    keys: (product: ApiProduct) => readonly string[];
  };
}

/** The address value of a box: its English name, whatever the page's language. */
function addressKey(products: readonly ApiProduct[], journey: Journey, value: string): string {
  const product = products.find((p) => journey.filter.values(p).includes(value));
  if (!product) throw new Error(`no product has "${value}"`);
  return journey.filter.keys(product)[journey.filter.values(product).indexOf(value)] ?? value;
}

const prefix = (language: Language) => (language === 'it' ? '/it' : '');
const lngKey = (language: Language) => (language === 'it' ? 'ita' : 'eng');

async function openCategory(page: Page, journey: Journey): Promise<void> {
  const text = TEXT[journey.language];
  if (journey.device === 'desktop') {
    // The home page's category menu: a split button per category (name, then sub-categories).
    await page
      .getByRole('region', { name: text.shopByCategory })
      .getByRole('button', { name: journey.category.shown, exact: true })
      .click();
  } else {
    // Phones: the collapsed navbar's Categories dropdown.
    const menu = page.getByRole('navigation', { name: text.siteNavigation, exact: true });
    await menu.getByRole('button', { name: text.menuToggle }).click();
    await menu.getByRole('button', { name: text.categories, exact: true }).click();
    await menu.getByRole('link', { name: journey.category.shown, exact: true }).click();
  }
  await page.waitForURL(siteUrl(`${prefix(journey.language)}/category/${journey.category.route}`));
  await page.getByRole('heading', { level: 1, name: journey.category.shown }).waitFor();
}

async function shopperJourney(journey: Journey): Promise<void> {
  const { language, device } = journey;
  const text = TEXT[language];
  const lng = lngKey(language);
  await asVisitor(kit.browser, { language, device }, async (context) => {
    const page = await openShop(context, `${prefix(language)}/`, language);
    await page.getByRole('heading', { level: 1, name: text.homeHeading }).waitFor();

    // A category, with every product the API lists for it once the live list is in.
    await openCategory(page, journey);
    const inCategory = await apiProducts({ category: journey.category.route });
    await waitForLiveList(page);
    expect(await resultCount(page, language)).toBe(inCategory.length);

    // One filter box: fewer products, and the filter in the address.
    const { value, count } = narrowingValue(inCategory, journey.filter.values);
    // Phones: the boxes are in the filter sheet, closed on the list they give.
    const boxes = device === 'mobile' ? await openFilters(page, language) : page;
    await filterBox(boxes, journey.filter.group, value).check();
    if (device === 'mobile') await showResults(page, language);
    await eventually(() => resultCount(page, language)).toBe(count);
    expect(count).toBeLessThan(inCategory.length);
    const key = addressKey(inCategory, journey, value);
    await eventually(() => queryValues(page, journey.filter.param)).toEqual([key]);

    // Price Hi-Lo: the grid's prices never go up.
    await page.getByLabel(text.sortLabel).selectOption({ label: text.priceHiLo });
    await eventually(() => queryValues(page, 'sort')).toEqual(['2']);
    const prices = (await gridPrices(page, language)).filter((p): p is number => p !== null);
    expect(prices.length).toBe(Math.min(count, 12));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(queryValues(page, journey.filter.param)).toEqual([key]);

    // A product (one with sizes when the list has one, so the size choice is exercised).
    const names = await gridNames(page, language);
    const byName = new Map(inCategory.map((p) => [p.lng[lng].name || p.lng.eng.name, p]));
    const index = Math.max(
      0,
      names.findIndex((name) => (byName.get(name)?.sizes.length ?? 0) > 0),
    );
    const name = names[index] ?? '';
    const product = byName.get(name);
    if (!product) throw new Error(`the grid shows "${name}", which the API does not list`);
    const gridPrice = prices[index];
    await productGrid(page, language).getByRole('link', { name, exact: true }).click();
    await page.waitForURL(siteUrl(`${prefix(language)}/product/${product.url}`));
    await page.getByRole('heading', { level: 1, name }).waitFor();

    // Price and stock as the API has them now.
    await page.getByText(text.inStock).waitFor();
    const priceText = (await page.getByTestId('price').locator('strong').textContent()) ?? '';
    expect(priceCents(priceText)).toBe(product.sell.price);
    expect(priceCents(priceText)).toBe(gridPrice);

    await chooseEveryOption(page, language);
    await page.getByRole('button', { name: text.addToCart }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: text.added(name) })
      .waitFor();
    const headerCart = page.getByRole('link', { name: text.headerCart(1), exact: true });
    await headerCart.waitFor();

    // The cart page: the line and the total.
    await headerCart.click();
    await page.waitForURL(siteUrl(`${prefix(language)}/cart`));
    const expectCart = async () => {
      const lines = page.getByRole('list', { name: text.cartLines }).getByRole('listitem');
      await lines.first().waitFor();
      expect(await lines.count()).toBe(1);
      expect(await lines.getByRole('link', { name, exact: true }).count()).toBe(1);
      if (product.sizes.length > 0) {
        expect(await lines.textContent()).toContain(`${text.size}: ${product.sizes[0]}`);
      }
      expect(await page.getByTestId('cart-total').textContent()).toBe(priceText);
    };
    await expectCart();

    // A reload keeps the cart (customerCart persisted) and the age answer (confirmAge).
    await reload(page);
    await expectCart();
    expect(await ageGate(page, language).count()).toBe(0);
    expect(await page.getByRole('link', { name: text.headerCart(1), exact: true }).count()).toBe(1);
  });
}

describe('shopper journey', () => {
  it('in English on a desktop: home, category, filter, sort, product, cart, reload', () =>
    shopperJourney({
      language: 'en',
      device: 'desktop',
      category: { route: 'Bags', shown: 'Bags' },
      filter: {
        group: TEXT.en.brandGroup,
        param: 'brand',
        values: (p) => [p.lng.eng.brand],
        keys: (p) => [p.lng.eng.brand],
      },
    }));

  it('in Italian on a phone: menu, category, filter, sort, product with a size, cart, reload', () =>
    shopperJourney({
      language: 'it',
      device: 'mobile',
      category: { route: 'Backpacks', shown: 'Zaini' },
      // The box says "Nero", the address keeps "Black" (the same list in both languages).
      filter: {
        group: TEXT.it.colourGroup,
        param: 'color',
        values: (p) => p.lng.ita.colors,
        keys: (p) => p.lng.eng.colors,
      },
    }));
});

describe('product list state in the address', () => {
  it('keeps a filter checked when the filtered address is reloaded', async () => {
    const bags = await apiProducts({ category: 'Bags' });
    const { value, count } = narrowingValue(bags, (p) => [p.lng.eng.brand]);
    await asVisitor(kit.browser, { language: 'en' }, async (context) => {
      const path = `/category/Bags?brand=${encodeURIComponent(value)}`;
      const page = await openShop(context, path, 'en');
      const box = filterBox(page, TEXT.en.brandGroup, value);
      await waitForLiveList(page);
      expect(await box.isChecked()).toBe(true);
      expect(await resultCount(page, 'en')).toBe(count);

      await reload(page);
      await waitForLiveList(page);
      expect(await box.isChecked()).toBe(true);
      expect(await resultCount(page, 'en')).toBe(count);
      expect(new URL(page.url()).pathname).toBe('/category/Bags');
      expect(queryValues(page, 'brand')).toEqual([value]);
    });
  });

  it('pages /shop/products by 12, and a filter change goes back to page 1', async () => {
    const all = await apiProducts();
    expect(all.length).toBeGreaterThan(12);
    await asVisitor(kit.browser, { language: 'en' }, async (context) => {
      const page = await openShop(context, '/shop/products', 'en');
      await waitForLiveList(page);
      expect(await resultCount(page, 'en')).toBe(all.length);
      const pager = page.getByRole('navigation', { name: TEXT.en.pages });
      const first = await gridNames(page, 'en');
      expect(first).toHaveLength(12);
      expect(
        await pager.getByRole('button', { name: TEXT.en.page(1) }).getAttribute('aria-current'),
      ).toBe('page');

      await pager.getByRole('button', { name: TEXT.en.page(2) }).click();
      await eventually(() => queryValues(page, 'page')).toEqual(['2']);
      const second = await gridNames(page, 'en');
      expect(second.length).toBeGreaterThan(0);
      expect(second.filter((name) => first.includes(name))).toEqual([]);
      expect(
        await pager.getByRole('button', { name: TEXT.en.page(2) }).getAttribute('aria-current'),
      ).toBe('page');

      // A filter that still leaves more than one page: paging starts again at page 1.
      const { value, count } = narrowingValue(all, (p) => [p.category]);
      expect(count).toBeGreaterThan(12);
      await filterBox(page, TEXT.en.categoryGroup, value).check();
      await eventually(() => resultCount(page, 'en')).toBe(count);
      expect(queryValues(page, 'page')).toEqual([]);
      expect(queryValues(page, 'category')).toEqual([value]);
      expect(
        await pager.getByRole('button', { name: TEXT.en.page(1) }).getAttribute('aria-current'),
      ).toBe('page');
      const filteredFirst = await gridNames(page, 'en');
      const inCategory = new Set(
        all.filter((p) => p.category === value).map((p) => p.lng.eng.name),
      );
      expect(filteredFirst.every((name) => inCategory.has(name))).toBe(true);
    });
  });
});
