import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEXT } from './support/account-texts';
import { buttonReady, description, expectNoViolations, hasFocus } from './support/forms';
import { apiProducts } from './support/catalogue';
import { mailedLink } from './support/outbox';
import { asVisitor, eventually, openShop, reload, visit, type Device } from './support/pages';
import { TEXT, type Language } from './support/texts';
import { browserTestKit } from './support/browser-test-kit';

const kit = browserTestKit();

afterAll(() => kit.browser?.close());

const prefix = (language: Language) => (language === 'it' ? '/it' : '');
const lngKey = (language: Language) => (language === 'it' ? 'ita' : 'eng');

/** The page's address is this site path (a trailing slash or none). */
const isAt = (path: string) => (url: URL) =>
  url.pathname.replace(/\/$/, '') === path.replace(/\/$/, '');

/** The page's own content: the footer has a newsletter form with an email field too. */
const main = (page: Page) => page.getByRole('main');

/** The header's site navigation, opened on a phone (the collapsed navbar). */
async function siteMenu(page: Page, language: Language, device: Device): Promise<Locator> {
  const menu = page.getByRole('navigation', { name: TEXT[language].siteNavigation, exact: true });
  if (device === 'mobile') {
    await menu.getByRole('button', { name: TEXT[language].menuToggle }).click();
  }
  return menu;
}

async function logInWith(page: Page, language: Language, email: string, password: string) {
  const a = ACCOUNT_TEXT[language];
  const submit = await buttonReady(page, a.login);
  await main(page).getByLabel(a.email, { exact: true }).fill(email);
  await main(page).getByLabel(a.password, { exact: true }).fill(password);
  await submit.click();
}

async function logOutFromHeader(page: Page, language: Language, device: Device) {
  const a = ACCOUNT_TEXT[language];
  const menu = await siteMenu(page, language, device);
  await menu.getByRole('link', { name: a.logout, exact: true }).click();
  await page.waitForURL(isAt(`${prefix(language)}/logout`));
  await page.getByText(a.loggedOut).waitFor();
}

interface Journey {
  language: Language;
  device: Device;
  firstName: string;
}

async function accountJourney({ language, device, firstName }: Journey): Promise<void> {
  const a = ACCOUNT_TEXT[language];
  const p = prefix(language);
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `shopper-${language}-${stamp}@example.com`;
  const nick = `Shopper${stamp}`;
  const firstPassword = 'first-secret-1';
  const secondPassword = 'second-secret-2';

  await asVisitor(kit.browser, { language, device }, async (context) => {
    // Sign-up. The client's own checks come first: nothing is sent, the first invalid field
    // gets focus and reads its message, and nothing typed is lost.
    const page = await openShop(context, `${p}/register`, language);
    await page.getByRole('heading', { level: 1, name: a.registerHeading }).waitFor();
    const register = await buttonReady(page, a.register);
    const emailField = main(page).getByLabel(a.email, { exact: true });
    await register.click();
    await eventually(() => hasFocus(emailField)).toBe(true);
    expect(await emailField.getAttribute('aria-invalid')).toBe('true');
    expect(await description(emailField)).toBe(a.enterEmail);
    expect(await description(main(page).getByLabel(a.nickName, { exact: true }))).toContain(
      a.enterNickname,
    );

    // A typed address that cannot be one is told so, not asked to "enter" one.
    await emailField.fill('anna@');
    await register.click();
    await eventually(() => description(emailField)).toBe(a.enterValidEmail);

    await emailField.fill(email);
    await main(page).getByLabel(a.nickName, { exact: true }).fill(nick);
    await main(page).getByLabel(a.firstNameOptional, { exact: true }).fill(firstName);
    await main(page).getByLabel(a.password, { exact: true }).fill(firstPassword);
    // Sign-up has no old password: "Confirm your password", not "the new password".
    const confirm = main(page).getByLabel(a.confirmYourPassword, { exact: true });
    await confirm.fill(`${firstPassword}x`);
    await register.click();
    await eventually(() => hasFocus(confirm)).toBe(true);
    expect(await description(confirm)).toContain(a.mustMatch);
    expect(await emailField.inputValue()).toBe(email);
    await expectNoViolations(page);

    await confirm.fill(firstPassword);
    await register.click();
    await page.waitForURL(isAt(`${p}/registered`));
    await page.getByRole('heading', { level: 1, name: a.registeredHeading }).waitFor();
    await page.getByText(email).waitFor();
    await expectNoViolations(page);

    // The mailed activation link, in the customer's language.
    await visit(page, await mailedLink(email, `${p}/activate`));
    await page.getByText(a.activated(nick)).waitFor();
    await page.getByRole('heading', { level: 1, name: a.activatedHeading }).waitFor();
    expect(await page.title()).toContain(a.activatedHeading);
    await expectNoViolations(page);
    await page.getByRole('main').getByRole('link', { name: a.login, exact: true }).click();
    await page.waitForURL(isAt(`${p}/login`));
    await page.getByRole('heading', { level: 1, name: a.loginHeading }).waitFor();
    await expectNoViolations(page);

    await logInWith(page, language, email, firstPassword);
    await page.waitForURL(isAt(`${p}/`));

    // The profile, through the header's account menu.
    const menu = await siteMenu(page, language, device);
    await menu.getByRole('button', { name: a.accountMenu, exact: true }).click();
    await menu.getByRole('link', { name: a.profileEntry, exact: true }).click();
    await page.waitForURL(isAt(`${p}/profile`));
    await page.getByRole('heading', { level: 1, name: a.profileHeading }).waitFor();
    const nickField = main(page).getByLabel(a.nickName, { exact: true });
    await eventually(() => nickField.inputValue()).toBe(nick);
    const profileEmail = main(page).getByLabel(a.email, { exact: true });
    expect(await profileEmail.inputValue()).toBe(email);
    expect(await profileEmail.getAttribute('readonly')).not.toBeNull();
    await expectNoViolations(page);

    const save = await buttonReady(page, a.saveProfile);
    await nickField.fill('');
    await save.click();
    await eventually(() => hasFocus(nickField)).toBe(true);
    expect(await description(nickField)).toContain(a.enterNickname);

    const newNick = `${nick}x`;
    const newFirstName = `${firstName}-Maria`;
    await nickField.fill(newNick);
    await main(page).getByLabel(a.firstName, { exact: true }).fill(newFirstName);
    await save.click();
    await page.getByText(a.profileSaved).waitFor();
    await reload(page);
    await eventually(() => main(page).getByLabel(a.nickName, { exact: true }).inputValue()).toBe(
      newNick,
    );
    expect(await main(page).getByLabel(a.firstName, { exact: true }).inputValue()).toBe(
      newFirstName,
    );

    // An address in the address book, still there after a reload.
    await visit(page, `${p}/addressbook`);
    await page.getByRole('heading', { level: 1, name: a.addressBookHeading }).waitFor();
    await page.getByRole('button', { name: a.addAddress, exact: true }).click();
    const addressForm = page.getByRole('form', { name: a.newAddress });
    const saveAddress = addressForm.getByRole('button', { name: a.saveAddress, exact: true });
    await eventually(() => saveAddress.isEnabled()).toBe(true);
    const contact = `${newFirstName} Rossi`;
    await addressForm.getByLabel(a.contactName, { exact: true }).fill(contact);
    await addressForm.getByLabel(a.email, { exact: true }).fill(email);
    await addressForm.getByLabel(a.telephone, { exact: true }).fill('+39 02 1234567');
    await addressForm.getByLabel(a.addressLine1, { exact: true }).fill('Via Roma 1');
    await addressForm.getByLabel(a.city, { exact: true }).fill('Milano');
    await addressForm.getByLabel(a.postalCode, { exact: true }).fill('20121');
    await saveAddress.click();
    await page.getByText(a.addressSaved).waitFor();
    const addresses = page.getByRole('list', { name: a.addressList });
    await addresses.getByRole('listitem').filter({ hasText: contact }).waitFor();
    await expectNoViolations(page);
    await reload(page);
    await addresses.getByRole('listitem').filter({ hasText: contact }).waitFor();

    // A product saved to the wishlist from its page, then listed on /wishlist.
    const [product] = await apiProducts();
    if (!product) throw new Error('no product in the catalogue');
    const productName = product.lng[lngKey(language)].name || product.lng.eng.name;
    await visit(page, `${p}/product/${product.url}`);
    const wish = page.getByRole('button', { name: a.saveToWishlist, exact: true });
    await eventually(() => wish.isEnabled()).toBe(true);
    expect(await wish.getAttribute('aria-pressed')).toBe('false');
    await wish.click();
    await page.getByText(a.wishlistSaved(productName)).waitFor();
    // Saved, the button says so, pressed.
    const saved = page.getByRole('button', { name: a.savedToWishlist, exact: true });
    expect(await saved.getAttribute('aria-pressed')).toBe('true');
    await visit(page, `${p}/wishlist`);
    await page.getByRole('heading', { level: 1, name: a.wishlistHeading }).waitFor();
    await page
      .getByRole('list', { name: a.savedProducts })
      .getByRole('listitem')
      .filter({ hasText: productName })
      .waitFor();

    await logOutFromHeader(page, language, device);
    await expectNoViolations(page);

    // Forgotten password: the login page's link, the mailed reset link, a new password.
    await visit(page, `${p}/login`);
    await page.getByRole('link', { name: a.forgotLink, exact: true }).click();
    await page.waitForURL(isAt(`${p}/forgot_password`));
    await page.getByRole('heading', { level: 1, name: a.forgotHeading }).waitFor();
    const send = await buttonReady(page, a.sendLink);
    await main(page).getByLabel(a.email, { exact: true }).fill(email);
    await send.click();
    await page.getByText(a.linkSent(email)).waitFor();
    await expectNoViolations(page);

    await visit(page, await mailedLink(email, `${p}/reset_password`));
    await page.getByRole('heading', { level: 1, name: a.resetHeading }).waitFor();
    const saveNew = await buttonReady(page, a.saveNewPassword);
    await main(page).getByLabel(a.newPassword, { exact: true }).fill(secondPassword);
    await main(page).getByLabel(a.confirmPassword, { exact: true }).fill(secondPassword);
    await expectNoViolations(page);
    await saveNew.click();
    await page.getByText(a.passwordReset).waitFor();
    await expectNoViolations(page);
    await page.getByRole('main').getByRole('link', { name: a.login, exact: true }).click();
    await page.waitForURL(isAt(`${p}/login`));

    // The old password is refused, in the form's alert, which takes focus.
    await logInWith(page, language, email, firstPassword);
    const alert = page.getByRole('main').getByRole('alert');
    await alert.filter({ hasText: a.loginFailed }).waitFor();
    await eventually(() => hasFocus(alert)).toBe(true);
    await expectNoViolations(page);

    await main(page).getByLabel(a.password, { exact: true }).fill(secondPassword);
    await page.getByRole('button', { name: a.login, exact: true }).click();
    await page.waitForURL(isAt(`${p}/`));
    await logOutFromHeader(page, language, device);
  });
}

describe('customer account journey', () => {
  it(
    'in English on a desktop',
    () => accountJourney({ language: 'en', device: 'desktop', firstName: 'Emma' }),
    120_000,
  );

  it(
    'in Italian on a phone',
    () => accountJourney({ language: 'it', device: 'mobile', firstName: 'Giulia' }),
    120_000,
  );
});

describe('account screens', () => {
  it('an account page sends a visitor to log in, to come back afterwards', () =>
    asVisitor(kit.browser, { language: 'en' }, async (context) => {
      const page = await openShop(context, '/', 'en');
      await visit(page, '/profile');
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('next')).toBe('/profile');
    }));

  it('/activate without a valid key says the link is invalid', () =>
    asVisitor(kit.browser, { language: 'it' }, async (context) => {
      const page = await openShop(context, '/it/activate?key1=not-a-real-key', 'it');
      await page
        .getByRole('heading', { level: 1, name: 'Il link non è valido o non è più disponibile' })
        .waitFor();
      await page.getByRole('alert').filter({ hasText: 'accedi con email e password' }).waitFor();
      await expectNoViolations(page);
    }));

  it('/reset_password with a dead link offers to ask again', () =>
    asVisitor(kit.browser, { language: 'en' }, async (context) => {
      const page = await openShop(context, '/reset_password?key1=not-a-real-key', 'en');
      await page
        .getByRole('alert')
        .filter({ hasText: 'The link is invalid or is no longer available' })
        .waitFor();
      await page.getByRole('link', { name: 'Ask for a new link' }).click();
      await page.waitForURL(isAt('/forgot_password'));
    }));
});
