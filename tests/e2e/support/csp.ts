import { appendFileSync } from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';

/**
 * Every Content-Security-Policy violation in the context's pages, as the page's own
 * `securitypolicyviolation` events (blocked URI and directive) and Chromium's console reports
 * (which also cover workers). The returned list fills as the pages run.
 */
export async function recordCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI} on ${location.pathname}`);
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/**
 * With E2E_CSP_LOG set, every context the browser opens appends Chromium's CSP reports to
 * that file: a way to run any browser suite and see whether the policy blocked something.
 */
export function logCspViolationsOf(browser: Browser): void {
  const file = process.env.E2E_CSP_LOG;
  if (!file) return;
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) {
        appendFileSync(file, `${message.page()?.url() ?? '?'}: ${message.text()}\n`);
      }
    });
    return context;
  };
}
