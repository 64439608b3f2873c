import type { FilterOptions } from '../catalogue/filter-options';
import { oneLine } from './page-title';

/** Search results show about this much of a description; the rest is cut. */
export const MAX_DESCRIPTION_LENGTH = 155;

/** The page language's texts (translation.json, seo.list*): {{name}}, {{count}}, {{kinds}}. */
export interface ListDescriptionTexts {
  one: string;
  other: string;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * A brand or category page's meta description from what it holds (issue 25.13): its name, how
 * many products and their kinds: the sub-categories, or for a page of one sub-category its
 * brands. Kinds are left off the end until it fits what search results show.
 */
export function listDescription(
  texts: ListDescriptionTexts,
  name: string,
  total: number,
  options: Pick<FilterOptions, 'subCategories' | 'brands'>,
): string {
  const group = options.subCategories.length > 1 ? options.subCategories : options.brands;
  const kinds = group.map((choice) => oneLine(choice.label)).filter(Boolean);
  const template = total === 1 ? texts.one : texts.other;
  for (let shown = kinds.length; shown >= 0; shown -= 1) {
    const text = fill(template, {
      name: oneLine(name),
      count: String(total),
      kinds: kinds.slice(0, shown).join(', ') + (shown < kinds.length ? '…' : ''),
    });
    if (text.length <= MAX_DESCRIPTION_LENGTH || shown === 0) return text.replace(/:\s*…?\.$/, '.');
  }
  return '';
}
