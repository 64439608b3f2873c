import { addressOf, mailFrom } from './mail-settings';

/**
 * Where mail for the shop itself goes (contact form messages): SHOP_EMAIL, else the address
 * the shop sends from (MAIL_FROM), so a shop that set up sending also receives.
 */
export function shopAddress(): string {
  return process.env.SHOP_EMAIL?.trim() || addressOf(mailFrom());
}
