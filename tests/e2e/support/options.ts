import type { Page } from 'playwright-core';
import { TEXT, type Language } from './texts';

/** The product page's add-to-cart form, once the live stock has come. */
export async function addForm(page: Page, language: Language) {
  await page.getByText(TEXT[language].inStock).waitFor();
  return page.getByRole('form', { name: TEXT[language].addToCart });
}

/**
 * Picks the first size, colour and style of every list the product page asks for, as a
 * shopper must before adding (a product's only option is picked for them).
 */
export async function chooseEveryOption(page: Page, language: Language): Promise<void> {
  const form = await addForm(page, language);
  const text = TEXT[language];
  for (const label of [text.size, text.colour, text.style]) {
    const list = form.getByLabel(label, { exact: true });
    if ((await list.count()) === 0) continue;
    const first = await list.locator('option').nth(1).getAttribute('value');
    await list.selectOption(first ?? '');
  }
}
