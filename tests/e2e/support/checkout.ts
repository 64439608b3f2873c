import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import pg from 'pg';
import { inject } from 'vitest';
import { hashPassword } from '../../../src/server/customers/password';
import { ACCOUNT_TEXT } from './account-texts';
import { buttonReady } from './forms';
import { baseUrl, newVisitor, openShop, visit, type Device } from './pages';
import { TEXT, type Language } from './texts';
import { chooseEveryOption } from './options';
import { asksToEnrol, enrolThroughApi, rememberDevice } from './second-factor';

/**
 * Checkout's words in both languages, written out (as in texts.ts) so a changed or missing
 * translation fails a test.
 */
export const CHECKOUT_TEXT = {
  en: {
    checkoutLink: 'Checkout',
    title: 'Checkout',
    steps: 'Checkout steps',
    deliveryStep: 'Step 1: Delivery',
    paymentStep: 'Step 2: Payment',
    reviewStep: 'Step 3: Place order',
    country: 'Country',
    useAddress: 'Deliver to this address',
    saveToBook: 'Save this address to my address book',
    deliveryOptions: 'Delivery options',
    standard: /^Standard delivery: (€\d{1,3}(,\d{3})*\.\d{2}|free)$/,
    money: /^€\d{1,3}(,\d{3})*\.\d{2}$/,
    continueToPayment: 'Continue to payment',
    back: 'Back',
    card: 'Card',
    paypal: 'PayPal',
    continueToReview: 'Continue to review your order',
    agree: 'I agree to the Terms and Conditions',
    agreeTerms: 'You must agree to the Terms and Conditions',
    payCard: 'Place order and pay by card',
    payPaypal: 'Place order and pay with PayPal',
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'Security code (CVC)',
    cardName: 'Name on the card',
    pay: (amount: string) => `Pay ${amount}`,
    paymentFailed: 'Your payment did not go through',
    completeTitle: 'Thank you for your order',
    orderNumber: /^Your order number is (\d+)\.$/,
    total: 'Total including VAT',
    paypalCancelled:
      'You cancelled the PayPal payment: nothing has been charged and your cart is as you left it.',
    mailSubject: (orderNo: number) => `Order confirmation no. ${orderNo}`,
    orderHeading: (orderNo: number) => `Order ${orderNo}`,
  },
  it: {
    checkoutLink: 'Vai alla cassa',
    title: 'Cassa',
    steps: 'Passaggi dell’acquisto',
    deliveryStep: 'Passo 1: Consegna',
    paymentStep: 'Passo 2: Pagamento',
    reviewStep: 'Passo 3: Conferma l’ordine',
    country: 'Paese',
    useAddress: 'Consegna a questo indirizzo',
    saveToBook: 'Salva questo indirizzo nella mia rubrica',
    deliveryOptions: 'Opzioni di consegna',
    standard: /^Consegna standard: (\d{1,3}(\.\d{3})*,\d{2}\s€|gratuita)$/,
    money: /^\d{1,3}(\.\d{3})*,\d{2}\s€$/,
    continueToPayment: 'Prosegui con il pagamento',
    back: 'Indietro',
    card: 'Carta',
    paypal: 'PayPal',
    continueToReview: 'Prosegui con il riepilogo dell’ordine',
    agree: 'Accetto i Termini e condizioni',
    agreeTerms: 'Devi accettare i Termini e le Condizioni',
    payCard: 'Ordina e paga con la carta',
    payPaypal: 'Ordina e paga con PayPal',
    cardNumber: 'Numero della carta',
    expiry: 'Scadenza (MM/AA)',
    cvc: 'Codice di sicurezza (CVC)',
    cardName: 'Titolare della carta',
    pay: (amount: string) => `Paga ${amount}`,
    paymentFailed: 'Il pagamento non è andato a buon fine',
    completeTitle: 'Grazie per il tuo ordine',
    orderNumber: /^Il numero del tuo ordine è (\d+)\.$/,
    total: 'Totale IVA inclusa',
    paypalCancelled:
      'Hai annullato il pagamento PayPal: non è stato addebitato nulla e il tuo carrello è rimasto com’era.',
    mailSubject: (orderNo: number) => `Conferma dell'ordine n. ${orderNo}`,
    orderHeading: (orderNo: number) => `Ordine ${orderNo}`,
  },
} satisfies Record<Language, Record<string, unknown>>;

/** The simulator's test cards (docs/api-checkout.md). */
export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

/** The simulator's PayPal approval page (/checkoutnow). */
export const PAYPAL_PAGE = {
  pay: 'Pay now',
  cancel: 'Cancel and return to the shop',
} as const;

export const prefix = (language: Language) => (language === 'it' ? '/it' : '');

/** The page's address is this site path (a trailing slash or none), whatever its query. */
export const isAt = (path: string) => (url: URL) =>
  url.pathname.replace(/\/$/, '') === path.replace(/\/$/, '');

async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface ShopProduct {
  sku: string;
  url: string;
  names: Record<Language, string>;
  sizes: string[];
}

/**
 * Products a test can buy one of, alone: active, sold by the unit, one at a time, in stock
 * with room to spare, sold without packs. Each test takes its own, so stock counts do not mix.
 */
export async function buyableProducts(count: number): Promise<ShopProduct[]> {
  const rows = await withClient(async (client) => {
    const { rows: found } = await client.query<{
      sku: string;
      url: string;
      eng: string;
      ita: string;
      sizes: string[];
    }>(
      `select p.sku, p.url, p.eng->>'name' as eng, coalesce(nullif(p.ita->>'name', ''), p.eng->>'name') as ita, p.sizes
         from products p
        where p.status = 'A' and p.sell_by = 'u' and p.min_purchase = 1
          and p.in_stock > p.min_stock + 3 and p.retail_price > 0
          and jsonb_array_length(p.packs) = 0
        order by p.sku
        limit $1`,
      [count],
    );
    return found;
  });
  if (rows.length < count) throw new Error(`only ${rows.length} products to buy`);
  return rows.map((row) => ({
    sku: row.sku,
    url: row.url,
    names: { en: row.eng, it: row.ita },
    sizes: row.sizes,
  }));
}

export interface Customer {
  id: string;
  email: string;
  /** The API's signin answer, as the browser keeps it. */
  session: unknown;
  /** An administrator's remembered device (issue 28.4): their browser skips the code. */
  device?: string;
}

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * An active customer with an empty address book, written into the database and signed in;
 * userType A makes an administrator (level 9 in the browser). `language` is the account's
 * "Language of our emails", which order mails follow.
 */
export async function newCustomer(
  userType: 'C' | 'A' = 'C',
  language: Language = 'en',
): Promise<Customer> {
  const id = stamp();
  const email = `${userType === 'A' ? 'admin' : 'buyer'}-${id}@example.com`;
  const password = 'buyer-secret-1';
  const passwordHash = await hashPassword(password);
  const customerId = await withClient(async (client) => {
    const { rows } = await client.query<{ id: string }>(
      `insert into customers (user_name, nick_name, first_name, last_name, password_hash, user_status, user_type, lng, activated_at)
       values ($1, $2, 'Anna', 'Rossi', $3, 'A', $4, $5, now()) returning id`,
      [email, `Buyer${id}`, passwordHash, userType, language],
    );
    return rows[0]?.id;
  });
  if (!customerId) throw new Error('customer not created');
  const res = await fetch(`${baseUrl}/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: email, password }),
  });
  if (!res.ok) throw new Error(`signin answered ${res.status}: ${await res.text()}`);
  const answer: unknown = await res.json();
  if (!asksToEnrol(answer)) return { id: customerId, email, session: answer };
  // A new administrator enrols an authenticator app first, as on their first sign-in.
  const { session, device } = await enrolThroughApi(answer);
  return { id: customerId, email, session, device };
}

/** The browser keeps the login under this key (src/state/persisted-customer.ts). */
const CUSTOMER_KEY = 'borse-customer';

/** A signed-in customer's browser, past the age gate, on the given page. */
export async function asCustomer(
  browser: Browser,
  customer: Customer,
  path: string,
  language: Language,
  device: Device = 'desktop',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newVisitor(browser, { language, device });
  if (customer.device) await rememberDevice(context, customer.device);
  const page = await openShop(context, prefix(language) || '/', language);
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    CUSTOMER_KEY,
    JSON.stringify(customer.session),
  ] as const);
  await visit(page, path);
  return { context, page };
}

/** The page's own content: the footer has a newsletter form with an email field too. */
export const main = (page: Page) => page.getByRole('main');

/** Puts one of the product in the cart from its page, as a shopper does. */
export async function addFromProductPage(
  page: Page,
  product: ShopProduct,
  language: Language,
): Promise<void> {
  const text = TEXT[language];
  await visit(page, `${prefix(language)}/product/${product.url}`);
  await chooseEveryOption(page, language);
  await (await buttonReady(page, text.addToCart)).click();
  await page.getByRole('link', { name: text.headerCart(1), exact: true }).waitFor();
}

/** An entry of the customer's address book, their default, as /addressbook would save it. */
export const BOOK_ADDRESS = { name: 'Marco Bianchi', line1: 'Via Garibaldi 5', city: 'Milano' };

export async function addBookAddress(customerId: string): Promise<void> {
  await withClient((client) =>
    client.query(
      `insert into addresses (customer_id, addr_name, addr_email, addr_tel, addr_line1, addr_city, addr_code, addr_country, is_default)
       values ($1, $2, 'marco@example.com', '+39 02 1234 5678', $3, $4, '20100', 'IT', true)`,
      [customerId, BOOK_ADDRESS.name, BOOK_ADDRESS.line1, BOOK_ADDRESS.city],
    ),
  );
}

/** The address line 1 a typed address has (a new address in Italy). */
export const TYPED_LINE1 = 'Via Roma 1';

/**
 * Step 1's address: a new one in Italy, typed (and kept in the address book when `save`), or
 * the book's default entry, already chosen.
 */
export async function chooseAddress(
  page: Page,
  language: Language,
  address: 'typed' | 'saved' | 'book',
): Promise<void> {
  const c = CHECKOUT_TEXT[language];
  const a = ACCOUNT_TEXT[language];
  const form = page.getByTestId('checkout-address');
  const useAddress = await buttonReady(page, c.useAddress);
  if (address === 'book') {
    const entry = form.getByRole('radio', { name: BOOK_ADDRESS.name, exact: true });
    if (!(await entry.isChecked())) throw new Error('the default address is not chosen first');
  } else {
    await form.getByLabel(a.contactName, { exact: true }).fill('Anna Rossi');
    await form.getByLabel(a.email, { exact: true }).fill('anna.rossi@example.com');
    await form.getByLabel(a.telephone, { exact: true }).fill('+39 06 1234 5678');
    await form.getByLabel(a.addressLine1, { exact: true }).fill(TYPED_LINE1);
    await form.getByLabel(a.city, { exact: true }).fill('Roma');
    await form.getByLabel(a.postalCode, { exact: true }).fill('00100');
    await form.getByLabel(c.country, { exact: true }).selectOption('IT');
    if (address === 'saved') await form.getByRole('checkbox', { name: c.saveToBook }).check();
  }
  await useAddress.click();
}

/** Step 1's delivery options, once the address is set: standard, then on to step 2. */
export async function chooseStandardDelivery(page: Page, language: Language): Promise<void> {
  const c = CHECKOUT_TEXT[language];
  await page.getByRole('heading', { name: c.deliveryOptions }).waitFor();
  await page.getByRole('radio', { name: c.standard }).check();
  await page.getByRole('button', { name: c.continueToPayment, exact: true }).click();
  await page.getByRole('heading', { name: c.paymentStep }).waitFor();
}

/** Step 1 with a new address in Italy and standard delivery. */
export async function enterDelivery(page: Page, language: Language): Promise<void> {
  await chooseAddress(page, language, 'typed');
  await chooseStandardDelivery(page, language);
}

/** Step 2: the payment method, then on to the review. */
export async function choosePayment(
  page: Page,
  language: Language,
  method: 'card' | 'paypal',
): Promise<void> {
  const c = CHECKOUT_TEXT[language];
  await page
    .getByRole('radio', { name: method === 'card' ? c.card : c.paypal, exact: true })
    .check();
  await page.getByRole('button', { name: c.continueToReview, exact: true }).click();
  await page.getByRole('heading', { name: c.reviewStep }).waitFor();
}

/** Types a card into the simulator's card form and pays. */
export async function payWithCard(page: Page, language: Language, number: string): Promise<void> {
  const c = CHECKOUT_TEXT[language];
  const form = page.getByTestId('card-form');
  await form.getByLabel(c.cardNumber, { exact: true }).fill(number);
  await form.getByLabel(c.expiry, { exact: true }).fill('12/34');
  await form.getByLabel(c.cvc, { exact: true }).fill('123');
  await form.getByLabel(c.cardName, { exact: true }).fill('Anna Rossi');
  await form
    .getByRole('button', {
      name: /^(Pay €\d{1,3}(,\d{3})*\.\d{2}|Paga \d{1,3}(\.\d{3})*,\d{2}\s€)$/,
    })
    .click();
}

/** On the simulator's 3-D Secure page (after the card form): passes or fails the bank's check. */
export async function answerBankCheck(page: Page, outcome: 'pass' | 'fail'): Promise<void> {
  const simulator = new URL(inject('simulatorUrl')).origin;
  await page.waitForURL((url) => url.origin === simulator && url.pathname.startsWith('/sim/3ds/'));
  const button = outcome === 'pass' ? 'Complete authentication' : 'Fail authentication';
  await page.getByRole('button', { name: button, exact: true }).click();
}

/** The order number /checkout_complete shows, once it is there. */
export async function completedOrderNumber(page: Page, language: Language): Promise<number> {
  const c = CHECKOUT_TEXT[language];
  await page.waitForURL(isAt(`${prefix(language)}/checkout_complete`));
  await page.getByRole('heading', { level: 1, name: c.completeTitle }).waitFor();
  const text = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  const match = c.orderNumber.exec(text);
  if (!match) throw new Error(`no order number in "${text}"`);
  return Number(match[1]);
}

/** The lines the cart page lists now (waits for the page to have read the cart). */
export async function cartLines(page: Page, language: Language): Promise<Locator> {
  const lines = page.getByRole('list', { name: TEXT[language].cartLines }).getByRole('listitem');
  await lines.first().waitFor();
  return lines;
}

/** The first lines of the customer's address book entries. */
export async function bookLines(customerId: string): Promise<string[]> {
  return withClient(async (client) => {
    const { rows } = await client.query<{ addr_line1: string }>(
      'select addr_line1 from addresses where customer_id = $1 order by created_at',
      [customerId],
    );
    return rows.map((row) => row.addr_line1);
  });
}

/** The order rows the database has for a customer (placed ones). */
export async function placedOrders(customerId: string): Promise<{ orderNo: number }[]> {
  return withClient(async (client) => {
    const { rows } = await client.query<{ order_no: number }>(
      'select order_no from orders where customer_id = $1 and placed_at is not null',
      [customerId],
    );
    return rows.map((row) => ({ orderNo: row.order_no }));
  });
}

/** When an order's buyer agreed to the terms, and when it was placed (the server's times). */
export async function termsAgreement(
  orderNo: number,
): Promise<{ agreedAt: Date | null; placedAt: Date | null }> {
  return withClient(async (client) => {
    const { rows } = await client.query<{ terms_accepted_at: Date | null; placed_at: Date | null }>(
      'select terms_accepted_at, placed_at from orders where order_no = $1',
      [orderNo],
    );
    return { agreedAt: rows[0]?.terms_accepted_at ?? null, placedAt: rows[0]?.placed_at ?? null };
  });
}
