import { eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addresses,
  customers,
  messages,
  newsletterSubscriptions,
  orders,
  returns,
  reviews,
  wishlists,
} from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/customers/password';
import { insertOrder, pickProducts, type ProductRow } from '../support/orders';
import { buttonReady, description, expectNoViolations, hasFocus } from './support/forms';
import { mailedLink } from './support/outbox';
import { baseUrl, eventually, newVisitor, openShop, visit } from './support/pages';
import type { Language } from './support/texts';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit({ database: true, poolSize: 2 });

/**
 * What the customer's data screens, the contact form and the newsletter say, written out here
 * (not imported from src/locales) so a changed or missing translation fails a test.
 */
const T = {
  en: {
    addressBook: 'Address book',
    addAddress: 'Add an address',
    contactName: 'Contact name',
    addrEmail: 'Email address',
    telephone: 'Telephone',
    line1: 'Address line 1',
    city: 'Town or city',
    postalCode: 'Postal code',
    country: 'Country',
    saveAddress: 'Save address',
    enterContactName: 'Enter the contact name',
    addressSaved: 'The address has been saved',
    addressList: 'Your addresses',
    editAddress: (name: string) => `Edit the address of ${name}`,
    deleteAddress: (name: string) => `Delete the address of ${name}`,
    confirmDelete: 'Delete this address?',
    deleteButton: 'Delete',
    addressDeleted: 'The address has been deleted',
    addressEmpty: 'Your address book is empty. Add an address to use it at checkout.',
    saveToWishlist: 'Save to wishlist',
    savedToWishlist: 'Saved to wishlist',
    loginToSave: 'Log in to save to your wishlist',
    wishlistSaved: (name: string) => `${name} has been saved to your wishlist`,
    savedProducts: 'Saved products',
    unavailable: 'No longer available',
    removeFromWishlist: (name: string) => `Remove ${name} from your wishlist`,
    wishlistEmpty: 'Your wishlist is empty. Save products you like from their pages.',
    orderHeading: (n: number) => `Order ${n}`,
    shipped: 'Shipped',
    returnLine: (name: string) => `Return ${name}`,
    returnHeading: (name: string) => `Return ${name}`,
    reason: 'Reason for the return',
    policy: 'I have read the returns policy (opens in a new tab)',
    askReturn: 'Ask to return',
    enterReason: 'Enter the reason for the return',
    policyError: 'Confirm that you have read the returns policy',
    returnSent: 'Your return request has been sent',
    returnRequests: 'Your return requests',
    requested: 'Requested',
    returnState: 'Return requested',
    notReturnable: 'This item cannot be returned',
    reviewHeading: (name: string) => `Review ${name}`,
    fourStars: '4 stars',
    yourReview: 'Your review',
    sendReview: 'Send review',
    needsPurchase: 'You must have purchased the item to add a review!',
    reviewSaved: 'Thank you: your review will appear once it has been approved',
    awaitingApproval: 'Awaiting approval',
    customerReviews: 'Customer reviews',
    noReviews: 'No reviews yet.',
    fourOutOfFive: '4 out of 5',
    writeReview: 'Write a review',
    contactHeading: 'Send us a message',
    yourName: 'Your name',
    yourEmail: 'Your email address',
    subject: 'Subject (optional)',
    message: 'Message',
    notARobot: 'I am not a robot',
    verified: 'Verified',
    sendMessage: 'Send message',
    robotError: 'Verify that you are not a robot!',
    newsletterEmail: 'Email for the newsletter',
    signUp: 'Sign up',
    checkInbox: 'Check your inbox: we have sent you a link to confirm your subscription.',
    confirmed: 'Thank you: your subscription is confirmed.',
    linkInvalid: 'The link is invalid or is no longer available',
  },
  it: {
    savedToWishlist: 'Salvato nella lista dei desideri',
    contactHeading: 'Scrivici un messaggio',
    yourName: 'Il tuo nome',
    yourEmail: 'Il tuo indirizzo email',
    subject: 'Oggetto (facoltativo)',
    message: 'Messaggio',
    notARobot: 'Non sono un robot',
    verified: 'Verificato',
    sendMessage: 'Invia messaggio',
    robotError: 'Verifica di non essere un robot!',
  },
} as const;

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface Customer {
  id: string;
  email: string;
  nickName: string;
  /** The API's signin answer, as the browser keeps it. */
  session: unknown;
}

/** An active customer written into the database, then signed in through the API. */
async function newCustomer(): Promise<Customer> {
  const id = stamp();
  const email = `data-${id}@example.com`;
  const nickName = `Data${id}`;
  const password = 'data-secret-1';
  const [row] = await kit.db
    .insert(customers)
    .values({
      userName: email,
      nickName,
      firstName: 'Anna',
      lastName: 'Rossi',
      passwordHash: await hashPassword(password),
      userStatus: 'A',
      activatedAt: new Date(),
    })
    .returning({ id: customers.id });
  if (!row) throw new Error('customer not created');
  const res = await fetch(`${baseUrl}/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: email, password }),
  });
  if (!res.ok) throw new Error(`signin answered ${res.status}: ${await res.text()}`);
  return { id: row.id, email, nickName, session: await res.json() };
}

/** The browser keeps the login under this key (src/state/persisted-customer.ts). */
const CUSTOMER_KEY = 'borse-customer';

/** A logged-in customer's browser, past the age gate, on the given page. */
async function asCustomer(
  customer: Customer,
  path: string,
  language: Language = 'en',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newVisitor(kit.browser, { language });
  const page = await openShop(context, language === 'it' ? '/it' : '/', language);
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    CUSTOMER_KEY,
    JSON.stringify(customer.session),
  ] as const);
  await visit(page, path);
  return { context, page };
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

describe('the address book', () => {
  it('adds, edits and deletes an entry, with the required fields checked first', async () => {
    const t = T.en;
    const customer = await newCustomer();
    const { context, page } = await asCustomer(customer, '/addressbook');
    try {
      await page.getByRole('heading', { level: 1, name: t.addressBook }).waitFor();
      await page.getByText(t.addressEmpty).waitFor();
      await (await buttonReady(page, t.addAddress)).click();

      // The footer's newsletter form has an email field too.
      const form = page.getByTestId('address-form');
      const name = form.getByLabel(t.contactName, { exact: true });
      // A new entry starts with the customer's name and email, as checkout's new address does.
      expect(await name.inputValue()).toBe('Anna Rossi');
      expect(await form.getByLabel(t.addrEmail, { exact: true }).inputValue()).toBe(customer.email);

      // Nothing filled in: the first required field gets focus and reads its message.
      await name.fill('');
      const save = await buttonReady(page, t.saveAddress);
      await save.click();
      await eventually(() => hasFocus(name)).toBe(true);
      expect(await name.getAttribute('aria-invalid')).toBe('true');
      expect(await description(name)).toBe(t.enterContactName);
      await expectNoViolations(page);

      await name.fill('Anna Rossi');
      await form.getByLabel(t.addrEmail, { exact: true }).fill(customer.email);
      await form.getByLabel(t.telephone, { exact: true }).fill('+39 06 1234 5678');
      await form.getByLabel(t.line1, { exact: true }).fill('Via Roma 1');
      await form.getByLabel(t.city, { exact: true }).fill('Roma');
      await form.getByLabel(t.postalCode, { exact: true }).fill('00100');
      await form.getByLabel(t.country, { exact: true }).selectOption('IT');
      await save.click();
      await toast(page, t.addressSaved).waitFor();
      const list = page.getByRole('list', { name: t.addressList });
      await list.getByText('Via Roma 1').waitFor();
      await expectNoViolations(page);

      await page.getByRole('button', { name: t.editAddress('Anna Rossi') }).click();
      const city = form.getByLabel(t.city, { exact: true });
      expect(await city.inputValue()).toBe('Roma');
      await city.fill('Milano');
      await page.getByRole('button', { name: t.saveAddress, exact: true }).click();
      await list.getByText(/Milano/).waitFor();
      const [stored] = await kit.db
        .select()
        .from(addresses)
        .where(eq(addresses.customerId, customer.id));
      expect(stored).toMatchObject({ addrCity: 'Milano', addrCountry: 'IT', isDefault: true });

      await page.getByRole('button', { name: t.deleteAddress('Anna Rossi') }).click();
      const dialog = page.getByRole('dialog', { name: t.confirmDelete });
      await dialog.waitFor();
      await expectNoViolations(page);
      await dialog.getByRole('button', { name: t.deleteButton, exact: true }).click();
      await toast(page, t.addressDeleted).waitFor();
      await page.getByText(t.addressEmpty).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('the wishlist', () => {
  it('toggles from a product page and lists what is saved, gone products marked', async () => {
    const t = T.en;
    const customer = await newCustomer();
    const [product] = await pickProducts(kit.db, 1);
    const [deleted] = await pickProducts(kit.db, 1, 'Z');
    if (!product || !deleted) throw new Error('no products');
    // A product deleted since it was saved stays on the list, marked.
    await kit.db
      .insert(wishlists)
      .values({ customerId: customer.id, productId: deleted.id, sku: deleted.sku });

    // A visitor is offered a login that comes back to the product.
    const visitor = await newVisitor(kit.browser, { language: 'en' });
    try {
      const page = await openShop(visitor, `/product/${product.url}`, 'en');
      const login = page.getByRole('link', { name: t.loginToSave });
      await login.waitFor();
      expect(await login.getAttribute('href')).toBe(
        `/login?next=${encodeURIComponent(`/product/${product.url}`)}`,
      );
    } finally {
      await visitor.close();
    }

    const { context, page } = await asCustomer(customer, `/product/${product.url}`);
    try {
      const toggle = await buttonReady(page, t.saveToWishlist);
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      await toggle.click();
      await toast(page, t.wishlistSaved(product.eng.name)).waitFor();
      // Saved: the button says so in words as well as with aria-pressed.
      const saved = await buttonReady(page, t.savedToWishlist);
      expect(await saved.getAttribute('aria-pressed')).toBe('true');
      expect(await toggle.count()).toBe(0);
      await expectNoViolations(page);
      // Opened again, in either language, the page knows the product is on the list.
      await visit(page, `/product/${product.url}`);
      expect(await (await buttonReady(page, t.savedToWishlist)).getAttribute('aria-pressed')).toBe(
        'true',
      );
      await visit(page, `/it/product/${product.url}`);
      const savedIt = await buttonReady(page, T.it.savedToWishlist);
      expect(await savedIt.getAttribute('aria-pressed')).toBe('true');

      await visit(page, '/wishlist');
      const list = page.getByRole('list', { name: t.savedProducts });
      await list.getByRole('link', { name: product.eng.name, exact: true }).waitFor();
      const gone = list.getByRole('listitem').filter({ hasText: deleted.eng.name });
      await gone.getByText(t.unavailable).waitFor();
      expect(await list.getByRole('listitem').count()).toBe(2);
      await expectNoViolations(page);

      await page.getByRole('button', { name: t.removeFromWishlist(deleted.eng.name) }).click();
      await eventually(() => list.getByRole('listitem').count()).toBe(1);
      await page.getByRole('button', { name: t.removeFromWishlist(product.eng.name) }).click();
      await page.getByText(t.wishlistEmpty).waitFor();
      expect(await kit.db.$count(wishlists, eq(wishlists.customerId, customer.id))).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('orders, returns and reviews', () => {
  let customer: Customer;
  let bought: ProductRow;
  let notBought: ProductRow;
  let order: { id: string; orderNo: number; itemIds: string[] };

  beforeAll(async () => {
    customer = await newCustomer();
    const picked = await pickProducts(kit.db, 6);
    // Two products no other test of this run buys or reviews.
    bought = picked[4] as ProductRow;
    notBought = picked[5] as ProductRow;
    order = await insertOrder(kit.db, {
      customer: { id: customer.id, email: customer.email },
      status: 'S',
      lines: [{ product: bought, quantity: 2, shippedDate: new Date(Date.now() - 2 * 86_400_000) }],
    });
    await kit.db
      .update(orders)
      .set({ trackingNo: 'TRACK-123', shippedAt: new Date() })
      .where(eq(orders.id, order.id));
  });

  it('shows an order and takes a return request for its shipped item', async () => {
    const t = T.en;
    const { context, page } = await asCustomer(customer, '/orders');
    try {
      const card = page.getByRole('article', { name: t.orderHeading(order.orderNo) });
      await card.waitFor();
      await card.getByText(t.shipped, { exact: true }).first().waitFor();
      await card.getByText('TRACK-123').waitFor();
      await card.getByRole('rowheader', { name: bought.eng.name }).waitFor();
      await expectNoViolations(page);

      await card.getByRole('link', { name: t.returnLine(bought.eng.name) }).click();
      await page.waitForURL(/\/returns\?order=/);
      await page.getByRole('heading', { name: t.returnHeading(bought.eng.name) }).waitFor();
      const ask = await buttonReady(page, t.askReturn);
      await ask.click();
      const reason = page.getByLabel(t.reason, { exact: true });
      await eventually(() => hasFocus(reason)).toBe(true);
      expect(await description(reason)).toBe(t.enterReason);
      const policy = page.getByLabel(t.policy);
      expect(await description(policy)).toBe(t.policyError);
      await expectNoViolations(page);

      await reason.fill('The colour is not what I expected.');
      await ask.click();
      await eventually(() => hasFocus(policy)).toBe(true);
      expect(await reason.inputValue()).toBe('The colour is not what I expected.');
      await policy.check();
      await ask.click();
      await toast(page, t.returnSent).waitFor();
      const requests = page.getByRole('list', { name: t.returnRequests });
      await requests.getByText(t.requested, { exact: true }).waitFor();
      await expectNoViolations(page);
      const [stored] = await kit.db.select().from(returns).where(eq(returns.orderId, order.id));
      expect(stored).toMatchObject({
        quantity: 2,
        reason: 'The colour is not what I expected.',
        status: 'R',
      });

      // The line cannot be returned twice: the orders page says where it stands instead.
      await visit(page, '/orders');
      await card.getByText(t.returnState).waitFor();
      expect(await card.getByRole('link', { name: t.returnLine(bought.eng.name) }).count()).toBe(0);
      await visit(page, `/returns?order=${order.id}&item=${order.itemIds[0] ?? ''}`);
      await page.getByText(t.notReturnable).waitFor();
    } finally {
      await context.close();
    }
  });

  it('says a review needs a purchase before anything is typed, for a product not bought', async () => {
    const t = T.en;
    const { context, page } = await asCustomer(customer, `/reviews?sku=${notBought.sku}`);
    try {
      // The spec's message comes first, instead of a form whose sending it would refuse.
      await page
        .getByTestId('review-needs-purchase')
        .filter({ hasText: t.needsPurchase })
        .waitFor();
      expect(await page.getByLabel(t.yourReview, { exact: true }).count()).toBe(0);
      expect(await page.getByRole('button', { name: t.sendReview }).count()).toBe(0);
      await expectNoViolations(page);
      expect(await kit.db.$count(reviews, eq(reviews.sku, notBought.sku))).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('takes a review of a product bought, shown on its page once approved', async () => {
    const t = T.en;
    const { context, page } = await asCustomer(customer, `/reviews?sku=${bought.sku}`);
    try {
      await page.getByRole('heading', { name: t.reviewHeading(bought.eng.name) }).waitFor();
      await page.getByLabel(t.fourStars, { exact: true }).check();
      await page.getByLabel(t.yourReview, { exact: true }).fill('Well made and roomy.');
      await (await buttonReady(page, t.sendReview)).click();
      await toast(page, t.reviewSaved).waitFor();
      await page.getByText(t.awaitingApproval, { exact: true }).waitFor();
      await expectNoViolations(page);
    } finally {
      await context.close();
    }

    // Approved, it shows on the product page to everyone, its rating in words.
    await kit.db.update(reviews).set({ status: 'A' }).where(eq(reviews.customerId, customer.id));
    const visitor = await newVisitor(kit.browser, { language: 'en' });
    try {
      const page = await openShop(visitor, `/product/${bought.url}`, 'en');
      const section = page.getByRole('region', { name: t.customerReviews });
      await section.getByText('Well made and roomy.').waitFor();
      await section.getByText(t.fourOutOfFive).waitFor();
      await section.getByText(customer.nickName, { exact: false }).waitFor();
      // A visitor is offered a login first, not the form.
      expect(await section.getByRole('link', { name: t.writeReview, exact: true }).count()).toBe(0);
      await expectNoViolations(page);
    } finally {
      await visitor.close();
    }
  });
});

describe('the contact form', () => {
  for (const language of ['en', 'it'] as const) {
    it(`sends a message after the captcha is solved in the browser (${language})`, async () => {
      const t = T[language];
      const p = language === 'it' ? '/it' : '';
      const context = await newVisitor(kit.browser, { language });
      try {
        const page = await openShop(context, `${p}/contact`, language);
        const form = page.getByRole('region', { name: t.contactHeading });
        const send = await buttonReady(page, t.sendMessage);
        const email = `contact-${stamp()}@example.com`;
        await form.getByLabel(t.yourName, { exact: true }).fill('Anna Rossi');
        await form.getByLabel(t.yourEmail, { exact: true }).fill(email);
        await form.getByLabel(t.subject, { exact: true }).fill('A question');
        await form.getByLabel(t.message, { exact: true }).fill('Do you deliver to Sardinia?');

        // Without the captcha nothing is sent, and the form says why.
        await send.click();
        await form.getByRole('alert').filter({ hasText: t.robotError }).waitFor();

        const robot = form.getByLabel(t.notARobot, { exact: true });
        await robot.waitFor();
        await expectNoViolations(page);
        // From the keyboard, as anyone can: the widget ticks its box itself once the work is
        // done (so not check()), and its tick mark covers the box's middle for a mouse.
        await robot.focus();
        await page.keyboard.press('Space');
        await form.getByText(t.verified, { exact: true }).waitFor({ timeout: 30_000 });
        await send.click();
        await page.waitForURL((url) => url.pathname === `${p}/contacted`);
        const stored = await kit.db.select().from(messages).where(eq(messages.email, email));
        expect(stored).toHaveLength(1);
        expect(stored[0]).toMatchObject({
          name: 'Anna Rossi',
          subject: 'A question',
          message: 'Do you deliver to Sardinia?',
          lng: language,
        });
      } finally {
        await context.close();
      }
    });
  }
});

describe('the newsletter', () => {
  it('signs up with a double opt-in: the mailed link confirms, once', async () => {
    const t = T.en;
    const email = `news-${stamp()}@example.com`;
    const context = await newVisitor(kit.browser, { language: 'en' });
    try {
      const page = await openShop(context, '/newsletter', 'en');
      const main = page.getByRole('main');
      const signUp = main.getByRole('button', { name: t.signUp, exact: true });
      await eventually(() => signUp.isEnabled()).toBe(true);
      await main.getByLabel(t.newsletterEmail, { exact: true }).fill(email);
      await signUp.click();
      await main.getByText(t.checkInbox).waitFor();
      await expectNoViolations(page);

      const link = await mailedLink(email, '/newsletter');
      await visit(page, link);
      await page.getByText(t.confirmed).waitFor();
      const [row] = await kit.db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email));
      expect(row?.status).toBe('C');
      await expectNoViolations(page);

      // A link works once.
      await visit(page, link);
      await page.getByText(t.linkInvalid).waitFor();
    } finally {
      await context.close();
    }
  });
});
