import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { wishlists } from '../../src/server/db/schema';
import { insertOrder, pickProducts } from '../support/orders';
import { apiProducts } from './support/catalogue';
import {
  addBookAddress,
  buyableProducts,
  newCustomer,
  prefix,
  type Customer,
  type ShopProduct,
} from './support/checkout';
import { buttonReady } from './support/forms';
import { foreignTexts, type ForeignTexts } from './support/locale-texts';
import { PageChecker } from './support/page-checks';
import { newVisitor, openShop, visit, type Device } from './support/pages';
import {
  GENERATED_KINDS,
  builtPaths,
  kindOf,
  pageFiles,
  sitePages,
  type PageLists,
  type Role,
} from './support/site-pages';
import { TEXT, type Language } from './support/texts';
import { chooseEveryOption } from './support/options';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit({ database: true, poolSize: 2 });

/**
 * Every page of the site, as a visitor, a customer and the administrator, in both languages, at
 * desktop and phone width, with and without a query string: what a person sees must have no
 * console error, no server error, no sideways scrolling, no translation key and no words of the
 * other language. Each role, language and width is one browser context that opens its list in
 * one tab; a failure lists every page's problems at once.
 */
const LANGUAGES: Language[] = ['en', 'it'];
const DEVICES: Device[] = ['desktop', 'mobile'];
const ROLES: Role[] = ['visitor', 'customer', 'admin'];

let lists: PageLists;
let customer: Customer;
let admin: Customer;
let inCart: ShopProduct;
const foreign = {} as Record<Language, ForeignTexts>;

/** The browser keeps the login under this key (src/state/persisted-customer.ts). */
const CUSTOMER_KEY = 'borse-customer';

beforeAll(async () => {
  lists = await sitePages();
  // The shop's own content (names, colours, descriptions) may be in either language.
  const data = JSON.stringify(await apiProducts());
  foreign.en = foreignTexts('en', data);
  foreign.it = foreignTexts('it', data);
  // A customer with something on every account screen: an order, a wishlist entry, an address.
  customer = await newCustomer();
  admin = await newCustomer('A');
  await addBookAddress(customer.id);
  const [ordered, wished] = await pickProducts(kit.db, 2);
  if (!ordered || !wished) throw new Error('no products');
  await insertOrder(kit.db, {
    customer: { id: customer.id, email: customer.email },
    lines: [{ product: ordered, quantity: 2 }],
  });
  await kit.db
    .insert(wishlists)
    .values({ customerId: customer.id, productId: wished.id, sku: wished.sku });
  [inCart] = (await buyableProducts(1)) as [ShopProduct];
});

/** Puts one product in the cart from its page (the cart page and checkout then have a line). */
async function fillCart(page: Page, language: Language): Promise<void> {
  const text = TEXT[language];
  await visit(page, `${prefix(language)}/product/${inCart.url}`);
  await chooseEveryOption(page, language);
  await (await buttonReady(page, text.addToCart)).click();
  await page.getByText(text.added(inCart.names[language])).first().waitFor();
}

async function contextFor(role: Role, language: Language, device: Device) {
  const context: BrowserContext = await newVisitor(kit.browser, { language, device });
  // Two tabs at once on a busy machine: a page may take longer than the usual 15 s.
  context.setDefaultTimeout(60_000);
  context.setDefaultNavigationTimeout(60_000);
  const page = await openShop(context, prefix(language) || '/', language);
  if (role !== 'visitor') {
    const who = role === 'admin' ? admin : customer;
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
      CUSTOMER_KEY,
      JSON.stringify(who.session),
    ] as const);
  }
  if (role !== 'admin') await fillCart(page, language);
  return { context, page };
}

describe('every page', () => {
  it('lists every page file and every kind of page the build makes', async () => {
    const files = pageFiles();
    const all = [...lists.visitor, ...lists.customer, ...lists.admin];
    const listedKinds = new Set(all.map((page) => page.kind));
    // A page file not opened as any role: add it to support/site-pages.ts.
    const missingFiles = files.filter(
      (file) => !listedKinds.has(file) && !(file === '404' && listedKinds.has('missing')),
    );
    expect(missingFiles).toEqual([]);
    expect(Object.keys(GENERATED_KINDS).filter((kind) => !listedKinds.has(kind))).toEqual([]);
    // A page the build wrote that is neither a page file nor a known generated kind: a new
    // kind of page in gatsby-node.ts, to list in support/site-pages.ts.
    const built = builtPaths().map((route) => decodeURIComponent(route));
    expect(built.filter((route) => kindOf(route, files) === undefined)).toEqual([]);
    expect(built.length).toBeGreaterThan(files.length);
  });

  /** One role's pages in one language at one width, in one tab; what is wrong, by address. */
  async function openAll(role: Role, language: Language, device: Device): Promise<string[]> {
    const started = Date.now();
    const { context, page } = await contextFor(role, language, device);
    const checker = new PageChecker(page, foreign[language === 'en' ? 'it' : 'en']);
    const report: string[] = [];
    const opened: string[] = [];
    try {
      for (const { path, refused } of lists[role]) {
        const address = language === 'en' ? path : `/it${path === '/' ? '' : path}`;
        opened.push(address);
        for (const problem of await checker.check(address, refused)) {
          report.push(`${language} ${device} ${address}: ${problem}`);
        }
      }
    } finally {
      await context.close();
    }
    console.info(
      `every page: ${role}, ${language}, ${device}: ${opened.length} pages in ${Math.round((Date.now() - started) / 1000)} s\n  ${opened.join('\n  ')}`,
    );
    return report;
  }

  // A role's two languages and two widths run side by side, in four tabs: most of a page's time
  // is spent waiting for the API.
  for (const role of ROLES) {
    it(`as ${role === 'admin' ? 'the administrator' : `a ${role}`}`, async () => {
      const reports = await Promise.all(
        LANGUAGES.flatMap((language) => DEVICES.map((device) => openAll(role, language, device))),
      );
      expect(reports.flat()).toEqual([]);
    }, 900_000);
  }
});
