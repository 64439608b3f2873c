import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { accessibilityViolations } from './axe';
import { eventually } from './pages';

export const hasFocus = (field: Locator) => field.evaluate((el) => el === document.activeElement);

/** What assistive technology reads after a field's label: its aria-describedby texts. */
export const description = (field: Locator) =>
  field.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .join(' '),
  );

/**
 * A form reacts once React has taken over the page (and the screen has its data): its button is
 * enabled then.
 */
export async function buttonReady(page: Page, name: string): Promise<Locator> {
  const button = page.getByRole('button', { name, exact: true });
  await eventually(() => button.isEnabled()).toBe(true);
  return button;
}

export async function expectNoViolations(page: Page): Promise<void> {
  expect(await accessibilityViolations(page)).toEqual([]);
}
