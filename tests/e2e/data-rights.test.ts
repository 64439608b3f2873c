import { readFile } from 'node:fs/promises';
import { eq, like } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addresses, customers, loginFailures, orders } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/customers/password';
import { daysAgo, insertOrder, pickProducts } from '../support/orders';
import { isAt, main, prefix } from './support/checkout';
import { buttonReady, description, expectNoViolations, hasFocus } from './support/forms';
import { baseUrl, eventually, newVisitor, openShop, visit, type Device } from './support/pages';
import type { Language } from './support/texts';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit({ database: true, poolSize: 2 });

/**
 * /profile's "Your data" card: downloading everything the shop holds, and deleting the account.
 * The words are written out here (not imported from src/locales) so a changed or missing
 * translation fails the test.
 */
const T = {
  en: {
    profileHeading: 'My profile',
    section: 'Your data',
    download: 'Download my data',
    downloaded: 'Your data has been downloaded',
    delete: 'Delete my account',
    dialog: 'Delete your account',
    keptOrders: 'Your orders are kept for our accounts',
    password: 'Current password',
    confirm: 'Delete my account for good',
    cancel: 'Cancel',
    enterPassword: 'Enter your password!',
    wrongPassword: 'Your current password is incorrect!',
    deleted: 'Your account has been deleted. Thank you for shopping with us.',
    loginHeading: 'Log in',
    email: 'Email address',
    loginPassword: 'Password',
    login: 'Log in',
    loginFailed: 'Login failed! Check you email address and password.',
  },
  it: {
    profileHeading: 'Il mio profilo',
    section: 'I tuoi dati personali',
    download: 'Scarica i miei dati',
    downloaded: 'I tuoi dati sono stati scaricati',
    delete: 'Elimina il mio account',
    dialog: 'Elimina il tuo account',
    keptOrders: 'I tuoi ordini restano nella nostra contabilità',
    password: 'Password attuale',
    confirm: 'Elimina definitivamente il mio account',
    cancel: 'Annulla',
    enterPassword: 'Inserisci la tua password!',
    wrongPassword: 'La password attuale non è corretta!',
    deleted: 'Il tuo account è stato eliminato. Grazie per aver acquistato da noi.',
    loginHeading: 'Accedi',
    email: 'Indirizzo email',
    loginPassword: 'Password',
    login: 'Accedi',
    loginFailed: 'Accesso non riuscito! Controlla il tuo indirizzo email e la password.',
  },
} as const satisfies Record<Language, Record<string, string>>;

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** The browser keeps the login under this key (src/state/persisted-customer.ts). */
const CUSTOMER_KEY = 'borse-customer';

interface Customer {
  id: string;
  email: string;
  password: string;
  street: string;
  orderId: string;
  /** The API's signin answer, as the browser keeps it. */
  session: unknown;
}

/**
 * An active customer written into the database with an address and a shipped order (finished
 * business, so the account may be deleted), then signed in through the API.
 */
async function newCustomer(): Promise<Customer> {
  const id = stamp();
  const email = `rights-${id}@example.com`;
  const password = 'rights-secret-1';
  const street = `Via dei Dati ${id}`;
  const [row] = await kit.db
    .insert(customers)
    .values({
      userName: email,
      nickName: `Rights${id}`,
      firstName: 'Dora',
      lastName: `Dati${id}`,
      passwordHash: await hashPassword(password),
      userStatus: 'A',
      activatedAt: new Date(),
    })
    .returning({ id: customers.id });
  if (!row) throw new Error('customer not created');
  await kit.db.insert(addresses).values({
    customerId: row.id,
    addrName: `Dora Dati${id}`,
    addrEmail: email,
    addrTel: '+39 06 1234 5678',
    addrLine1: street,
    addrCity: 'Roma',
    addrCode: '00100',
    addrCountry: 'IT',
    isDefault: true,
  });
  const [product] = await pickProducts(kit.db, 1);
  if (!product) throw new Error('no product');
  const order = await insertOrder(kit.db, {
    customer: { id: row.id, email },
    status: 'S',
    lines: [{ product, shippedDate: daysAgo(40) }],
  });
  const res = await fetch(`${baseUrl}/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: email, password }),
  });
  if (!res.ok) throw new Error(`signin answered ${res.status}: ${await res.text()}`);
  return { id: row.id, email, password, street, orderId: order.id, session: await res.json() };
}

interface Journey {
  language: Language;
  device: Device;
}

async function dataRightsJourney({ language, device }: Journey): Promise<void> {
  const t = T[language];
  const p = prefix(language);
  const customer = await newCustomer();
  // Every browser test comes from one address (127.0.0.1): the wrong passwords other files
  // typed count against it, and past ten the throttle makes this one wait.
  await kit.db.delete(loginFailures).where(like(loginFailures.key, 'ip:%'));
  const context = await newVisitor(kit.browser, { language, device });
  try {
    const page = await openShop(context, `${p}/`, language);
    await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
      CUSTOMER_KEY,
      JSON.stringify(customer.session),
    ] as const);
    await visit(page, `${p}/profile`);
    await page.getByRole('heading', { level: 1, name: t.profileHeading }).waitFor();
    const section = main(page).getByRole('region', { name: t.section });
    await section.getByRole('heading', { level: 2, name: t.section }).waitFor();
    await expectNoViolations(page);

    // The download: a dated JSON file with the customer's own data in it.
    const download = await buttonReady(page, t.download);
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^borse-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const path = await file.path();
    const data = JSON.parse(await readFile(path, 'utf8')) as {
      account: { id: string; userName: string };
      addressBook: { addrLine1: string }[];
      orders: { _id: string }[];
    };
    expect(data.account).toMatchObject({ id: customer.id, userName: customer.email });
    expect(data.addressBook.map((entry) => entry.addrLine1)).toEqual([customer.street]);
    expect(data.orders.map((order) => order._id)).toEqual([customer.orderId]);
    expect(JSON.stringify(data)).not.toContain('scrypt');
    await toast(page, t.downloaded).waitFor();

    // The confirmation step: it explains, asks for the password and can be left unharmed.
    const deleteButton = await buttonReady(page, t.delete);
    await deleteButton.click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await dialog.waitFor();
    await dialog.getByText(t.keptOrders, { exact: false }).waitFor();
    const password = dialog.getByLabel(t.password, { exact: true });
    await eventually(() => hasFocus(password)).toBe(true);
    await expectNoViolations(page);
    await dialog.getByRole('button', { name: t.cancel, exact: true }).first().click();
    await dialog.waitFor({ state: 'hidden' });
    await eventually(() => hasFocus(deleteButton)).toBe(true);

    await deleteButton.click();
    await dialog.waitFor();
    const confirm = dialog.getByRole('button', { name: t.confirm, exact: true });
    await confirm.click();
    await eventually(() => hasFocus(password)).toBe(true);
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(await description(password)).toContain(t.enterPassword);

    // A wrong password deletes nothing and says so at the field, keeping what was typed.
    await password.fill('not-the-password');
    await confirm.click();
    await eventually(() => description(password)).toContain(t.wrongPassword);
    await eventually(() => hasFocus(password)).toBe(true);
    expect(await password.inputValue()).toBe('not-the-password');
    await expectNoViolations(page);
    const [still] = await kit.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(still).toMatchObject({ userName: customer.email, userStatus: 'A' });

    // The right one: the account goes, the browser is logged out and lands on the home page.
    await password.fill(customer.password);
    await confirm.click();
    await page.waitForURL(isAt(`${p}/`));
    await toast(page, t.deleted).waitFor();
    await eventually(() =>
      page.evaluate((key) => window.localStorage.getItem(key), CUSTOMER_KEY),
    ).toBeNull();

    const [gone] = await kit.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(gone).toMatchObject({ userName: `deleted-${customer.id}@invalid`, userStatus: 'B' });
    const [kept] = await kit.db.select().from(orders).where(eq(orders.id, customer.orderId));
    expect(kept).toMatchObject({
      customerEmail: '',
      addrName: '',
      addrLine1: '',
      addrCountry: 'IT',
    });

    // The old email and password no longer log in.
    await visit(page, `${p}/login`);
    await page.getByRole('heading', { level: 1, name: t.loginHeading }).waitFor();
    const login = await buttonReady(page, t.login);
    await main(page).getByLabel(t.email, { exact: true }).fill(customer.email);
    await main(page).getByLabel(t.loginPassword, { exact: true }).fill(customer.password);
    await login.click();
    await main(page).getByRole('alert').filter({ hasText: t.loginFailed }).waitFor();
  } finally {
    await context.close();
  }
}

describe('data rights on /profile', () => {
  it(
    'in English on a desktop: download the data, then delete the account',
    () => dataRightsJourney({ language: 'en', device: 'desktop' }),
    120_000,
  );

  it(
    'in Italian on a phone: download the data, then delete the account',
    () => dataRightsJourney({ language: 'it', device: 'mobile' }),
    120_000,
  );
});
