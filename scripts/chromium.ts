/**
 * Debian's Chromium (apt-get install chromium) for the browser tests and the benchmarks;
 * Playwright's own browser download cannot run on these machines. CHROMIUM_PATH overrides.
 */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/**
 * As root in a container: no sandbox, no GPU, and nothing that phones home (the network is
 * closed; Chromium's background fetches would only be refused, many at a time).
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;
