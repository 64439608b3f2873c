import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../../../scripts/chromium';
import { logCspViolationsOf } from './csp';

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [...CHROMIUM_FLAGS],
  });
  logCspViolationsOf(browser);
  return browser;
}
