/** The page a draft belongs to: its path without a trailing slash (Gatsby adds one or not). */
export function pagePath(): string {
  return window.location.pathname.replace(/(.)\/$/, '$1');
}
