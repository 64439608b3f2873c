import type { LocaleData } from '../site/page-types';

let parsed: { json: string; strings: Record<string, unknown> } | undefined;

/**
 * A translation for a Head export. Head components render outside the i18n provider, but they
 * receive the page query's data, which holds the page language's strings (the `locales` query
 * every page has), so the document title can be translated like the page's h1.
 */
export function headText(data: Partial<LocaleData> | undefined, key: string): string | undefined {
  const edges = data?.locales?.edges ?? [];
  const node = (edges.find((edge) => edge.node.ns === 'translation') ?? edges[0])?.node;
  if (!node) return undefined;
  if (parsed?.json !== node.data) {
    try {
      parsed = { json: node.data, strings: JSON.parse(node.data) as Record<string, unknown> };
    } catch {
      return undefined;
    }
  }
  const value = Object.hasOwn(parsed.strings, key) ? parsed.strings[key] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
