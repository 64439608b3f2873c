/**
 * The WAI-ARIA combobox's arrow keys over `count` options; -1 is "no option chosen" (the
 * input's own text). Down from the input goes to the first option and Up to the last; both
 * wrap around, as the APG's list-autocomplete example does.
 */
export function moveActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count <= 0) return -1;
  if (key === 'ArrowDown') return active < 0 || active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}
