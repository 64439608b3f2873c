import type { Locator, Page } from 'playwright-core';
import { TEXT, type Language } from './texts';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The phone's "Filters" button (it says how many boxes are checked, issue 25.8). */
export const filterButton = (page: Page, language: Language): Locator =>
  page.getByRole('button', { name: TEXT[language].filterButton });

/** The phone's open filter sheet: a modal dialog named "Filters". */
export const filterSheet = (page: Page, language: Language): Locator =>
  page.getByRole('dialog', { name: TEXT[language].filterTitle, exact: true });

/** Opens the phone's filter sheet and waits for it. */
export async function openFilters(page: Page, language: Language): Promise<Locator> {
  await filterButton(page, language).click();
  const sheet = filterSheet(page, language);
  await sheet.waitFor();
  return sheet;
}

/** Closes the phone's sheet on the list it has made ("Show N products"). */
export async function showResults(page: Page, language: Language): Promise<void> {
  await filterSheet(page, language)
    .getByRole('button', { name: TEXT[language].showResultsPattern })
    .click();
  await filterSheet(page, language).waitFor({ state: 'hidden' });
}

/** A box of a filter group by its name, with or without the count shown beside it ("Red (12)"). */
export const filterBox = (scope: Page | Locator, group: string, name: string): Locator =>
  scope
    .getByRole('group', { name: group, exact: true })
    .getByRole('checkbox', { name: new RegExp(`^${escaped(name)}( \\(\\d+\\))?$`) });

/** Each box of a group with the count beside it: "Red (12)" → Red: 12. */
export async function boxCounts(
  scope: Page | Locator,
  group: string,
): Promise<Map<string, number>> {
  const boxes = scope.getByRole('group', { name: group, exact: true }).getByRole('checkbox');
  const labels = await boxes.evaluateAll((inputs) =>
    inputs.map((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? ''),
  );
  return new Map(
    labels.map((label) => {
      const match = /^(.*) \((\d+)\)$/.exec(label.trim());
      if (!match) throw new Error(`no count beside "${label}"`);
      return [match[1] ?? '', Number(match[2])];
    }),
  );
}
