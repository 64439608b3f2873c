import { useEffect, useState } from 'react';

/**
 * False on the server and in the first browser render, true after: the charts measure their
 * box, which only exists in a browser, so they appear once the page has mounted.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
