/**
 * The deepest a request body may nest. The shop's own bodies go four or five levels deep (an
 * order's lines' options); 64 leaves room and stays far from the stack's limit, which the
 * recursive readers after it (NUL check, schemas) would otherwise reach: 5,000 levels was a 500.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether parsed JSON nests deeper than `limit` (a scalar is depth 0, `{}` or `[]` depth 1).
 * A walk with its own stack, not recursion, so any depth is measured safely; it stops at the
 * first value past the limit.
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    const depth = next.depth + 1;
    if (depth > limit) return true;
    for (const item of Object.values(next.value)) pending.push({ value: item, depth });
  }
  return false;
}
