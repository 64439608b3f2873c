/**
 * Spec section 9: "Sub-categories and brands are split on semicolons." Entries are trimmed and
 * empty ones dropped, so "a; b;;c" and "a;b;c" mean the same list.
 */
export function splitList(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(';')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}
