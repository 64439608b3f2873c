import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addresses, messages } from '../../src/server/db/schema';
import {
  BOOK_ADDRESS,
  CHECKOUT_TEXT,
  addBookAddress,
  addFromProductPage,
  asCustomer,
  buyableProducts,
  newCustomer,
  prefix,
} from './support/checkout';
import { buttonReady } from './support/forms';
import { eventually, newVisitor, openShop, visit } from './support/pages';
import { TEXT, type Language } from './support/texts';
import { typeLikeAPerson } from './support/typing';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit({ database: true, poolSize: 2 });

/**
 * The text boxes a shopper uses, typed into as a person types (click, Backspace over what is
 * there, keys one by one, Tab): what the shop then uses (the search address, the address book,
 * the delivery address, the message) is exactly what was typed.
 */
const T = {
  en: {
    contactName: 'Contact name',
    email: 'Email address',
    telephone: 'Telephone',
    line1: 'Address line 1',
    city: 'Town or city',
    postalCode: 'Postal code',
    country: 'Country',
    addAddress: 'Add an address',
    saveAddress: 'Save address',
    addressList: 'Your addresses',
    editAddress: (name: string) => `Edit the address of ${name}`,
    contactHeading: 'Send us a message',
    yourName: 'Your name',
    yourEmail: 'Your email address',
    subject: 'Subject (optional)',
    message: 'Message',
    notARobot: 'I am not a robot',
    verified: 'Verified',
    sendMessage: 'Send message',
  },
  it: {
    contactName: 'Nome del destinatario',
    email: 'Indirizzo email',
    telephone: 'Telefono',
    line1: 'Indirizzo',
    city: 'Città',
    postalCode: 'CAP',
    country: 'Paese',
    addAddress: 'Aggiungi un indirizzo',
    saveAddress: 'Salva indirizzo',
    addressList: 'I tuoi indirizzi',
    editAddress: (name: string) => `Modifica l’indirizzo di ${name}`,
    contactHeading: 'Scrivici un messaggio',
    yourName: 'Il tuo nome',
    yourEmail: 'Il tuo indirizzo email',
    subject: 'Oggetto (facoltativo)',
    message: 'Messaggio',
    notARobot: 'Non sono un robot',
    verified: 'Verificato',
    sendMessage: 'Invia messaggio',
  },
} satisfies Record<Language, Record<string, unknown>>;

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** An address as typed, and the fields it goes into. */
const TYPED = {
  name: 'Giulia Verdi',
  email: 'giulia.verdi@example.com',
  tel: '+39 055 123 4567',
  line1: 'Via dei Calzaiuoli 12',
  city: 'Firenze',
  code: '50122',
};

async function typeAddress(form: Locator, language: Language): Promise<void> {
  const t = T[language];
  await typeLikeAPerson(form.getByLabel(t.contactName, { exact: true }), TYPED.name);
  await typeLikeAPerson(form.getByLabel(t.email, { exact: true }), TYPED.email);
  await typeLikeAPerson(form.getByLabel(t.telephone, { exact: true }), TYPED.tel);
  await typeLikeAPerson(form.getByLabel(t.line1, { exact: true }), TYPED.line1);
  await typeLikeAPerson(form.getByLabel(t.city, { exact: true }), TYPED.city);
  await typeLikeAPerson(form.getByLabel(t.postalCode, { exact: true }), TYPED.code);
  await form.getByLabel(t.country, { exact: true }).selectOption('IT');
}

const storedAddresses = (customerId: string) =>
  kit.db.select().from(addresses).where(eq(addresses.customerId, customerId));

const searchBox = (page: Page, language: Language) =>
  page.getByRole('search').getByRole('combobox', { name: TEXT[language].searchLabel }).first();

describe('typing as a person types', () => {
  for (const language of ['en', 'it'] as const) {
    it(`the search box goes to what was typed, after a correction (${language})`, async () => {
      const context = await newVisitor(kit.browser, { language });
      try {
        const page = await openShop(context, `${prefix(language)}/about`, language);
        const box = searchBox(page, language);
        // A first word, then rubbed out and replaced, as a person changes their mind.
        await typeLikeAPerson(box, 'bags', { leave: null });
        await typeLikeAPerson(box, 'leather belt', { leave: 'Enter' });
        await page.waitForURL(
          (url) => url.pathname.replace(/\/$/, '') === `${prefix(language)}/shop/leather_belt`,
        );
        await page
          .getByRole('heading', { level: 1, name: TEXT[language].searchResults('leather belt') })
          .waitFor();
      } finally {
        await context.close();
      }
    });

    it(`the address book keeps the address as typed, and an edit over what was there (${language})`, async () => {
      const t = T[language];
      const customer = await newCustomer();
      await addBookAddress(customer.id);
      const { context, page } = await asCustomer(
        kit.browser,
        customer,
        `${prefix(language)}/addressbook`,
        language,
      );
      try {
        // Editing: the box holds the saved line; Backspace over it and type the new one.
        await (await buttonReady(page, t.editAddress(BOOK_ADDRESS.name))).click();
        const form = page.getByTestId('address-form');
        await typeLikeAPerson(form.getByLabel(t.line1, { exact: true }), 'Via Verdi 7');
        await typeLikeAPerson(form.getByLabel(t.postalCode, { exact: true }), '20121');
        await page.getByRole('button', { name: t.saveAddress, exact: true }).click();
        await page.getByRole('list', { name: t.addressList }).getByText('Via Verdi 7').waitFor();
        await eventually(async () =>
          (await storedAddresses(customer.id)).map((a) => [a.addrLine1, a.addrCode]),
        ).toEqual([['Via Verdi 7', '20121']]);

        // Adding: every box typed into, key by key.
        await (await buttonReady(page, t.addAddress)).click();
        await typeAddress(page.getByTestId('address-form'), language);
        await page.getByRole('button', { name: t.saveAddress, exact: true }).click();
        await page.getByRole('list', { name: t.addressList }).getByText(TYPED.line1).waitFor();
        await eventually(async () => {
          const added = (await storedAddresses(customer.id)).find((a) => a.addrName === TYPED.name);
          return (
            added && {
              email: added.addrEmail,
              tel: added.addrTel,
              line1: added.addrLine1,
              city: added.addrCity,
              code: added.addrCode,
            }
          );
        }).toEqual({
          email: TYPED.email,
          tel: TYPED.tel,
          line1: TYPED.line1,
          city: TYPED.city,
          code: TYPED.code,
        });
      } finally {
        await context.close();
      }
    });

    it(`checkout keeps the delivery address as typed over the prefilled boxes (${language})`, async () => {
      const c = CHECKOUT_TEXT[language];
      const customer = await newCustomer();
      const [product] = await buyableProducts(1);
      if (!product) throw new Error('no product');
      const { context, page } = await asCustomer(
        kit.browser,
        customer,
        prefix(language) || '/',
        language,
      );
      // The product page and checkout wait for several API calls: slow on a busy machine.
      context.setDefaultTimeout(45_000);
      try {
        await addFromProductPage(page, product, language);
        await visit(page, `${prefix(language)}/checkout`);
        const form = page.getByTestId('checkout-address');
        const useAddress = await buttonReady(page, c.useAddress);
        await typeAddress(form, language);
        await form.getByRole('checkbox', { name: c.saveToBook }).check();
        await useAddress.click();
        await page.getByRole('heading', { name: c.deliveryOptions }).waitFor();
        // The address the order goes to, kept in the book as asked.
        await eventually(async () =>
          (await storedAddresses(customer.id)).map((a) => ({
            name: a.addrName,
            email: a.addrEmail,
            tel: a.addrTel,
            line1: a.addrLine1,
            city: a.addrCity,
            code: a.addrCode,
          })),
        ).toEqual([TYPED]);
      } finally {
        await context.close();
      }
    }, 180_000);

    it(`the contact form sends what was typed (${language})`, async () => {
      const t = T[language];
      const p = prefix(language);
      const context = await newVisitor(kit.browser, { language });
      try {
        const page = await openShop(context, `${p}/contact`, language);
        const form = page.getByRole('region', { name: t.contactHeading });
        const send = await buttonReady(page, t.sendMessage);
        const email = `typed-${stamp()}@example.com`;
        await typeLikeAPerson(form.getByLabel(t.yourName, { exact: true }), 'Anna Rosi');
        // A typo put right: Backspace over the name and type it again.
        await typeLikeAPerson(form.getByLabel(t.yourName, { exact: true }), 'Anna Rossi');
        await typeLikeAPerson(form.getByLabel(t.yourEmail, { exact: true }), email);
        await typeLikeAPerson(
          form.getByLabel(t.subject, { exact: true }),
          'Consegna 50% più veloce?',
        );
        await typeLikeAPerson(
          form.getByLabel(t.message, { exact: true }),
          'Spedite in Sardegna? L’indirizzo è "Via Roma 1" & dintorni.',
        );
        const robot = form.getByLabel(t.notARobot, { exact: true });
        await robot.focus();
        await page.keyboard.press('Space');
        await form.getByText(t.verified, { exact: true }).waitFor({ timeout: 30_000 });
        await send.click();
        await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === `${p}/contacted`);
        const stored = await kit.db.select().from(messages).where(eq(messages.email, email));
        expect(stored.map((m) => [m.name, m.subject, m.message])).toEqual([
          [
            'Anna Rossi',
            'Consegna 50% più veloce?',
            'Spedite in Sardegna? L’indirizzo è "Via Roma 1" & dintorni.',
          ],
        ]);
      } finally {
        await context.close();
      }
    });
  }
});
