let firstPageShown = false;

/**
 * Whether the first page of this visit has hydrated. A component mounting after that came
 * with a client-side navigation (a link, the language menu): it has no server HTML to match,
 * so it may read the address in its first render instead of after it.
 */
export const afterFirstPage = (): boolean => firstPageShown;

/** Called once the page's own boundary has hydrated (Layout's DeferredPage). */
export function markFirstPageShown(): void {
  firstPageShown = true;
}
