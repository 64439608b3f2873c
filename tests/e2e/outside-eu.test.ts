import { afterAll, describe, it } from 'vitest';
import { ACCOUNT_TEXT } from './support/account-texts';
import {
  CHECKOUT_TEXT,
  addFromProductPage,
  asCustomer,
  buyableProducts,
  newCustomer,
  prefix,
} from './support/checkout';
import { buttonReady } from './support/forms';
import { asVisitor, openShop, visit } from './support/pages';
import type { Language } from './support/texts';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

/** Issue 25, item 11i: what the shop says about VAT on delivery outside the EU. */
const WORDS = {
  en: {
    termsHeading: 'Delivery outside the EU',
    checkoutNote: /^Delivered outside the EU: the total includes the VAT shown/,
  },
  it: {
    termsHeading: 'Consegna fuori dall’UE',
    checkoutNote: /^Consegna fuori dall’UE: il totale comprende l’IVA indicata/,
  },
} as const;

afterAll(() => kit.browser?.close());

describe('issue 25, item 11i: delivery outside the EU', () => {
  it.each<Language>(['en', 'it'])('(%s) the delivery terms say how VAT is treated', (language) =>
    asVisitor(kit.browser, { language }, async (context) => {
      const page = await openShop(context, `${prefix(language)}/delivery_terms`, language);
      await page.getByRole('heading', { level: 2, name: WORDS[language].termsHeading }).waitFor();
    }),
  );

  it.each<Language>(['en', 'it'])(
    '(%s) checkout says it beside the figures for an address outside the EU only',
    async (language) => {
      const [product] = await buyableProducts(1);
      if (!product) throw new Error('no product to buy');
      const customer = await newCustomer();
      const { context, page } = await asCustomer(
        kit.browser,
        customer,
        prefix(language) || '/',
        language,
      );
      try {
        const c = CHECKOUT_TEXT[language];
        const a = ACCOUNT_TEXT[language];
        await addFromProductPage(page, product, language);
        await visit(page, `${prefix(language)}/checkout`);
        const form = page.getByTestId('checkout-address');
        const summary = page.getByTestId('checkout-summary');
        const useAddress = await buttonReady(page, c.useAddress);
        await form.getByLabel(a.telephone, { exact: true }).fill('+1 212 555 0100');
        await form.getByLabel(a.addressLine1, { exact: true }).fill('1 Fifth Avenue');
        await form.getByLabel(a.city, { exact: true }).fill('New York');
        await form.getByLabel(a.postalCode, { exact: true }).fill('10001');
        await form.getByLabel(c.country, { exact: true }).selectOption('US');
        await useAddress.click();
        await summary.getByText(WORDS[language].checkoutNote).waitFor();

        // Back in the EU, the note goes.
        await form.getByLabel(c.country, { exact: true }).selectOption('IT');
        await form.getByLabel(a.postalCode, { exact: true }).fill('00100');
        await (await buttonReady(page, c.useAddress)).click();
        await summary.getByText(WORDS[language].checkoutNote).waitFor({ state: 'detached' });
      } finally {
        await context.close();
      }
    },
  );
});
