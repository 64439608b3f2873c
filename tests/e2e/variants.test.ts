import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiProducts, type ApiProduct } from './support/catalogue';
import { description, hasFocus } from './support/forms';
import { addForm } from './support/options';
import { asVisitor, eventually, openShop, visit, type Device } from './support/pages';
import { TEXT, type Language } from './support/texts';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

/**
 * Issue 25, items 1 and 9: every option of a product must be chosen before it goes in the
 * cart; the chosen colour's picture is the main one (and the cart line's); thumbnails open a
 * lightbox for the keyboard and for fingers.
 */
const T = {
  en: {
    chooseColour: 'Choose a colour',
    chooseStyle: 'Choose a style',
    chooseSize: 'Choose a size',
    enlarge: (n: number, count: number) => `Enlarge picture ${n} of ${count}`,
    pictures: (name: string) => `Pictures of ${name}`,
  },
  it: {
    chooseColour: 'Scegli un colore',
    chooseStyle: 'Scegli uno stile',
    chooseSize: 'Scegli una taglia',
    enlarge: (n: number, count: number) => `Ingrandisci l’immagine ${n} di ${count}`,
    pictures: (name: string) => `Immagini di ${name}`,
  },
};

interface VariantProduct extends ApiProduct {
  colors: string[];
  styles: string[];
  image: { images: string[] };
  lng: Record<'eng' | 'ita', { name: string; brand: string; colors: string[]; styles: string[] }>;
}

let products: VariantProduct[];

beforeAll(async () => {
  // Several colours and a picture for each (the seed's pictures pair with colours by place).
  products = ((await apiProducts()) as VariantProduct[]).filter(
    (p) =>
      p.colors.length >= 2 &&
      p.image.images.length >= Math.max(3, p.colors.length) &&
      p.sell.sellBy === 'u' &&
      p.sell.inStock - p.sell.minStock >= 3,
  );
  expect(products.length).toBeGreaterThanOrEqual(2);
});
afterAll(() => kit.browser?.close());

const pathOf = (url: string) => new URL(url, 'http://shop.test').pathname;
const srcOf = async (picture: Locator) => pathOf((await picture.getAttribute('src')) ?? '');

const CASES: { language: Language; device: Device; index: number }[] = [
  { language: 'en', device: 'desktop', index: 0 },
  { language: 'it', device: 'mobile', index: 1 },
];

describe('a product with several colours', () => {
  for (const { language, device, index } of CASES) {
    it(`must have its colour chosen, which its pictures and cart line then show (${language}, ${device})`, () =>
      asVisitor(kit.browser, { language, device }, async (context) => {
        const product = products[index]!;
        const text = TEXT[language];
        const lng = language === 'en' ? 'eng' : 'ita';
        const prefix = language === 'en' ? '' : '/it';
        const page = await openShop(context, `${prefix}/product/${product.url}`, language);
        const form = await addForm(page, language);
        const colour = form.getByLabel(text.colour, { exact: true });

        // The first entry asks; it is not "any colour".
        expect(await colour.locator('option').allTextContents()).toEqual([
          T[language].chooseColour,
          ...product.lng[lng].colors,
        ]);
        // Size and style chosen, the colour not: the list that asks for it gets the focus.
        await chooseFirst(form, text.size, product.sizes);
        await chooseFirst(form, text.style, product.styles);
        await form.getByRole('button', { name: text.addToCart }).click();
        await eventually(() => hasFocus(colour)).toBe(true);
        expect(await colour.getAttribute('aria-invalid')).toBe('true');
        expect(await description(colour)).toBe(T[language].chooseColour);
        expect(await page.getByText(text.added(product.lng[lng].name)).count()).toBe(0);

        // The second colour: its picture (the second) becomes the main one.
        const main = page.getByTestId('main-picture');
        expect(await srcOf(main)).toBe(pathOf(product.image.images[0]!));
        await colour.selectOption(product.colors[1]!);
        await eventually(() => srcOf(main)).toBe(pathOf(product.image.images[1]!));
        expect(await colour.getAttribute('aria-invalid')).toBeNull();

        await form.getByRole('button', { name: text.addToCart }).click();
        await page.getByRole('link', { name: text.headerCart(1), exact: true }).waitFor();
        await visit(page, `${prefix}/cart`);
        const line = page.getByRole('list', { name: text.cartLines }).getByRole('listitem');
        await line.first().waitFor();
        expect(await line.textContent()).toContain(product.lng[lng].colors[1]);
        expect(await srcOf(line.locator('img').first())).toBe(pathOf(product.image.images[1]!));
      }));
  }
});

/** Picks the first entry of a list the form has when the product has several of them. */
async function chooseFirst(form: Locator, label: string, values: readonly string[]) {
  if (values.length > 1) await form.getByLabel(label, { exact: true }).selectOption(values[0]!);
}

describe('the pictures of a product', () => {
  it('open large from a thumbnail: arrows move, Tab stays inside, Escape gives the focus back', () =>
    asVisitor(kit.browser, { language: 'en', device: 'desktop' }, async (context) => {
      const product = products[0]!;
      const pictures = product.image.images;
      const page = await openShop(context, `/product/${product.url}`, 'en');
      await addForm(page, 'en');
      const thumbnail = page.getByRole('button', { name: T.en.enlarge(2, pictures.length) });
      await thumbnail.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: T.en.pictures(product.lng.eng.name) });
      await dialog.waitFor();
      const large = dialog.getByTestId('lightbox-picture');
      expect(await srcOf(large)).toBe(pathOf(pictures[1]!));

      await page.keyboard.press('ArrowRight');
      await eventually(() => srcOf(large)).toBe(pathOf(pictures[2 % pictures.length]!));
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await eventually(() => srcOf(large)).toBe(pathOf(pictures[0]!));

      for (let n = 0; n < 6; n += 1) {
        await page.keyboard.press('Tab');
        // Leaving the last control, the Modal takes the focus back at once (enforceFocus).
        await eventually(() => focusInDialog(page)).toBe(true);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await eventually(() => hasFocus(thumbnail)).toBe(true);
    }));

  it('move with a swipe on a phone (it)', () =>
    asVisitor(kit.browser, { language: 'it', device: 'mobile' }, async (context) => {
      const product = products[1]!;
      const pictures = product.image.images;
      const page = await openShop(context, `/it/product/${product.url}`, 'it');
      await addForm(page, 'it');
      await page.getByRole('button', { name: T.it.enlarge(1, pictures.length) }).tap();
      const dialog = page.getByRole('dialog', { name: T.it.pictures(product.lng.ita.name) });
      await dialog.waitFor();
      const large = dialog.getByTestId('lightbox-picture');
      expect(await srcOf(large)).toBe(pathOf(pictures[0]!));
      await swipe(large, -120);
      await eventually(() => srcOf(large)).toBe(pathOf(pictures[1]!));
      await swipe(large, 120);
      await eventually(() => srcOf(large)).toBe(pathOf(pictures[0]!));
    }));
});

const focusInDialog = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

/** A finger moving sideways across the picture (negative: towards the left). */
async function swipe(target: Locator, dx: number): Promise<void> {
  await target.evaluate((element, distance) => {
    const box = element.getBoundingClientRect();
    const y = box.top + box.height / 2;
    const startX = box.left + box.width / 2 - distance / 2;
    const touch = (x: number) =>
      new Touch({ identifier: 1, target: element, clientX: x, clientY: y });
    const send = (type: string, x: number, active: boolean) =>
      element.dispatchEvent(
        new TouchEvent(type, {
          bubbles: true,
          cancelable: true,
          touches: active ? [touch(x)] : [],
          changedTouches: [touch(x)],
        }),
      );
    send('touchstart', startX, true);
    send('touchmove', startX + distance, true);
    send('touchend', startX + distance, false);
  }, dx);
}
