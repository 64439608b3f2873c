/** A line's weight as PUT admin_orders sends it (grams per unit). */
export interface SentWeight {
  _id: string;
  productWeight: number;
  /** As GET admin_order shows it; left out by a client that names only the lines it weighs. */
  weighed?: boolean | undefined;
}

/** The order's line as stored. */
export interface StoredWeight {
  id: string;
  productWeight: number;
  sellBy: string;
  weighed: boolean;
}

/**
 * The weights of a PUT admin_orders body that change something. A client may send the whole
 * order back (spec 7), every line with its weight as it was: those lines are left alone, so an
 * unchanged order is not re-priced and a weight-priced line nobody weighed is not taken as
 * weighed at its estimate. A line counts when its weight differs, or when it is a weight-priced
 * line not weighed yet and the body does not say `weighed: false` (the short body names only the
 * lines it weighs; the whole order says false for the lines still waiting). A line the order
 * does not have is kept, for the action to refuse it.
 */
export function weightChanges<W extends SentWeight>(
  stored: readonly StoredWeight[],
  sent: readonly W[],
): W[] {
  const byId = new Map(stored.map((line) => [line.id, line]));
  return sent.filter((weight) => {
    const line = byId.get(weight._id);
    if (!line) return true;
    if (weight.productWeight !== line.productWeight) return true;
    return line.sellBy === 'w' && !line.weighed && weight.weighed !== false;
  });
}
