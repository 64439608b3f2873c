/** Enough for home, work and a few friends; a cap keeps one account from filling the table. */
export const ADDRESS_BOOK_LIMIT = 20;

/**
 * Whether a saved entry is the default. The book always has exactly one default while it has
 * entries: the first entry is it, `isDefault: true` moves it, and `false` on the current
 * default is ignored (another entry must be chosen instead, or the book would have none).
 */
export function savedAsDefault(change: {
  /** The entry is the only one in the book after the save. */
  onlyEntry: boolean;
  /** The entry is the default now (false for a new entry). */
  wasDefault: boolean;
  requested: boolean | undefined;
}): boolean {
  return change.onlyEntry || change.wasDefault || change.requested === true;
}

/** After the default is deleted, the oldest remaining entry takes its place. */
export function nextDefault<E extends { id: string; createdAt: Date }>(
  remaining: readonly E[],
): E | undefined {
  return [...remaining].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
  )[0];
}

export interface DeliveryCountry {
  code: string;
  name: string;
  itaName: string;
}

/**
 * The delivery country an address names, by ISO code or by its English or Italian name (any
 * case), or undefined when the shop does not deliver there. Addresses keep the code.
 */
export function findDeliveryCountry<C extends DeliveryCountry>(
  text: string,
  countries: readonly C[],
): C | undefined {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return undefined;
  return countries.find(
    (country) =>
      country.code.toLowerCase() === wanted ||
      country.name.toLowerCase() === wanted ||
      (country.itaName !== '' && country.itaName.toLowerCase() === wanted),
  );
}
