import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addFromProductPage,
  asCustomer,
  buyableProducts,
  CARDS,
  choosePayment,
  CHECKOUT_TEXT,
  completedOrderNumber,
  enterDelivery,
  isAt,
  main,
  newCustomer,
  payWithCard,
  type ShopProduct,
} from './support/checkout';
import { recordCspViolations } from './support/csp';
import { buttonReady } from './support/forms';
import { newVisitor, openShop, siteUrl } from './support/pages';
import { TEXT } from './support/texts';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

let product: ShopProduct;

beforeAll(async () => {
  const [first] = await buyableProducts(1);
  if (!first) throw new Error('no product to buy');
  product = first;
});
afterAll(() => kit.browser?.close());

/** A Content-Security-Policy as directive → its sources. */
function directives(policy: string | null): Map<string, string[]> {
  const parsed = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) parsed.set(name, sources);
  }
  return parsed;
}

const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];

/** A CSP hash source, as the build writes one for each inline script of its pages. */
const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]{43}='$/;

/**
 * What every page and file of the site must carry: netlify.toml's [[headers]], and the
 * Content-Security-Policy the build wrote into public/_headers (issue 19: no 'unsafe-inline',
 * the hashes of the inline scripts Gatsby writes).
 */
function expectPageHeaders(path: string, headers: Headers): void {
  const csp = directives(headers.get('content-security-policy'));
  const say = (what: string) => `${what} of ${path}`;
  expect(csp.get('default-src'), say('default-src')).toEqual(["'self'"]);
  const scripts = csp.get('script-src') ?? [];
  expect(scripts[0], say('script-src')).toBe("'self'");
  expect(scripts.slice(-2), say('script-src')).toEqual(STRIPE_SCRIPTS);
  const hashes = scripts.slice(1, -2);
  expect(hashes.length, say('script-src hashes')).toBeGreaterThan(0);
  for (const hash of hashes) expect(hash, say('script-src')).toMatch(HASH_SOURCE);
  // Only this site and Stripe: no local port of a development tool, no wildcard.
  expect(csp.get('connect-src'), say('connect-src')).toEqual([
    "'self'",
    'https://api.stripe.com',
    'https://m.stripe.network',
  ]);
  expect(csp.get('frame-src'), say('frame-src')).toEqual([
    ...STRIPE_SCRIPTS,
    'https://hooks.stripe.com',
    'https://m.stripe.network',
  ]);
  expect(csp.get('worker-src'), say('worker-src')).toEqual(["'self'", 'blob:']);
  expect(csp.get('object-src'), say('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri'), say('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action'), say('form-action')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors'), say('frame-ancestors')).toEqual(["'none'"]);
  expect(headers.get('strict-transport-security'), say('HSTS')).toBe(
    'max-age=63072000; includeSubDomains',
  );
  expect(headers.get('x-frame-options'), say('X-Frame-Options')).toBe('DENY');
  expect(headers.get('x-content-type-options'), say('nosniff')).toBe('nosniff');
  expect(headers.get('referrer-policy'), say('Referrer-Policy')).toBe(
    'strict-origin-when-cross-origin',
  );
  expect(headers.get('permissions-policy'), say('Permissions-Policy')).toBe(
    'payment=(self "https://js.stripe.com"), camera=(), microphone=(), geolocation=(), usb=()',
  );
}

/** What every answer of the functions must carry (src/server/http/security-headers.ts). */
function expectApiHeaders(path: string, headers: Headers): void {
  expect(headers.get('x-content-type-options'), `nosniff of ${path}`).toBe('nosniff');
  expect(headers.get('content-security-policy'), `CSP of ${path}`).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
}

describe('security headers (HTTP)', () => {
  it('every kind of page carries them: built, translated, client-only, 404', async () => {
    const paths = [
      '/',
      `/product/${product.url}`,
      `/it/product/${product.url}`,
      '/it/',
      '/contact',
      // Client-only routes, rewritten to their page's HTML by netlify.toml.
      '/shop/bags-and-more',
      '/it/admin_product/12345',
      '/page-data/index/page-data.json',
    ];
    const policies = new Set<string | null>();
    for (const path of paths) {
      const res = await fetch(siteUrl(path));
      expect(res.status, `GET ${path}`).toBe(200);
      expectPageHeaders(path, res.headers);
      policies.add(res.headers.get('content-security-policy'));
    }
    // One policy for the whole site: every page runs the same inline scripts.
    expect(policies.size).toBe(1);
    const missing = await fetch(siteUrl('/no-such-page'));
    expect(missing.status).toBe(404);
    expectPageHeaders('/no-such-page', missing.headers);
    // netlify.toml's Italian 404, which gatsby-adapter-netlify's own /it/* rule would answer 200.
    const missingItalian = await fetch(siteUrl('/it/no-such-page'));
    expect(missingItalian.status).toBe(404);
    expect(await missingItalian.text()).toContain('<html lang="it"');
    expectPageHeaders('/it/no-such-page', missingItalian.headers);
  });

  it('the API answers are not sniffed, framed or cached when personal', async () => {
    const customer = newCustomer();
    const { email, session } = await customer;
    const token = (session as { user: { token: string } }).user.token;
    const own = await fetch(siteUrl('/api/customer'), {
      headers: { authorization: `Bearer ${token}`, customer: email },
    });
    expect(own.status).toBe(200);
    expectApiHeaders('/api/customer', own.headers);
    expect(own.headers.get('cache-control')).toBe('private, no-store');

    const refused = await fetch(siteUrl('/api/customer'));
    expect(refused.status).toBe(401);
    expectApiHeaders('/api/customer (401)', refused.headers);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');

    // (netlify dev lays netlify.toml's page headers over a function's 404, so only these.)
    const unknown = await fetch(siteUrl('/api/no_such_call'));
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('x-content-type-options')).toBe('nosniff');

    // The captcha route sets its own no-store; the middleware does not add a second value.
    const captcha = await fetch(siteUrl('/api/captcha'));
    expect(captcha.status).toBe(200);
    expect(captcha.headers.get('cache-control')).toBe('no-store');
  });
});

describe('the policy breaks nothing (Chromium)', () => {
  it('home, product, cart, every checkout step and a card payment run without a violation', async () => {
    const language = 'en';
    const customer = await newCustomer();
    const { context, page } = await asCustomer(kit.browser, customer, '/', language);
    const violations = await recordCspViolations(context);
    try {
      // Recording starts with the next page: load them all again under it.
      await page.reload({ waitUntil: 'domcontentloaded' });
      const c = CHECKOUT_TEXT[language];
      await addFromProductPage(page, product, language);
      await page.getByRole('link', { name: TEXT[language].headerCart(1), exact: true }).click();
      await page.waitForURL(isAt('/cart'));
      await main(page).getByRole('link', { name: c.checkoutLink, exact: true }).click();
      await page.getByRole('heading', { name: c.deliveryStep }).waitFor();
      await enterDelivery(page, language);
      await choosePayment(page, language, 'card');
      await page.getByRole('checkbox', { name: c.agree }).check();
      await (await buttonReady(page, c.payCard)).click();
      await page.getByTestId('card-form').waitFor();
      // The card form confirms through /api (the simulator is not this origin).
      await payWithCard(page, language, CARDS.succeeds);
      expect(await completedOrderNumber(page, language)).toBeGreaterThan(0);
      expect(violations).toEqual([]);
    } finally {
      // A step that failed because the policy blocked something says so here.
      if (violations.length > 0) console.error('CSP violations:', violations);
      await context.close();
    }
  }, 180_000);

  it('the contact page: the captcha solves its work in a worker the policy allows', async () => {
    const context = await newVisitor(kit.browser, { language: 'it' });
    const violations = await recordCspViolations(context);
    try {
      const page = await openShop(context, '/it/contact', 'it');
      const robot = page.getByLabel('Non sono un robot', { exact: true });
      await robot.waitFor();
      await robot.focus();
      await page.keyboard.press('Space');
      await page.getByText('Verificato', { exact: true }).waitFor({ timeout: 30_000 });
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);

  it('an inline script the build did not write is refused: an injection cannot read the login', async () => {
    const context = await newVisitor(kit.browser, { language: 'en' });
    const violations = await recordCspViolations(context);
    try {
      const page = await openShop(context, '/', 'en');
      const ran = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = localStorage.length;';
        document.head.append(script);
        return '__injected' in window;
      });
      expect(ran).toBe(false);
      await expect.poll(() => violations.join('\n')).toContain('script-src-elem blocked inline');
    } finally {
      await context.close();
    }
  });

  it('a script the policy does not allow is refused and reported', async () => {
    // The recorder itself is checked: a page that breaks the policy must show up in it.
    const context = await newVisitor(kit.browser, { language: 'en' });
    const violations = await recordCspViolations(context);
    try {
      const page = await openShop(context, '/', 'en');
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.src = 'https://example.invalid/evil.js';
        document.head.append(script);
      });
      await expect.poll(() => violations.join('\n')).toContain('example.invalid');
    } finally {
      await context.close();
    }
  });
});
