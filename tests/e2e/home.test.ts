import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { launchBrowser } from './support/browser';

let browser: Browser;
const baseUrl = inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('placeholder home page', () => {
  it('lists the categories from the API in English', async () => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    const items = page.getByTestId('categories').getByRole('listitem');
    await items.first().waitFor();
    expect(await items.allTextContents()).toEqual(
      expect.arrayContaining(['Bags', 'Luggage', 'Backpacks', 'Scarves']),
    );
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await context.close();
  });

  it('shows Italian names under /it and follows an Italian browser there', async () => {
    const context = await browser.newContext({ locale: 'it-IT' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(/\/it\/?$/);
    const items = page.getByTestId('categories').getByRole('listitem');
    await items.first().waitFor();
    expect(await items.allTextContents()).toEqual(
      expect.arrayContaining(['Borse', 'Valigie', 'Zaini', 'Sciarpe']),
    );
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Borse, valigie, zaini e sciarpe',
    );
    await context.close();
  });

  it("keeps a visitor's own language choice over the browser's", async () => {
    const context = await browser.newContext({ locale: 'it-IT' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/it`);
    // The list comes from an effect: once it shows, React has hydrated the language menu.
    await page.getByTestId('categories').getByRole('listitem').first().waitFor();
    await page.getByRole('button', { name: 'English' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole('heading', { name: 'Bags, luggage, backpacks and scarves' }).waitFor();
    await page.reload();
    await page.getByTestId('categories').getByRole('listitem').first().waitFor();
    expect(page.url()).toBe(`${baseUrl}/`);
    expect(await page.getByTestId('categories').getByRole('listitem').allTextContents()).toContain(
      'Bags',
    );
    await context.close();
  });
});
