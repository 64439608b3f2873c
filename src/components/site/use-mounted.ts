import { useEffect, useState } from 'react';

/**
 * False on the server and in the first browser render, true after: what only the browser
 * knows (a chart's box, the address of a page built for many addresses) renders once the page
 * has mounted, so the first render matches the static HTML React hydrates.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
