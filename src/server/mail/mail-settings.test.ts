import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressOf, mailFrom, smtpSettings } from './mail-settings';
import { shopAddress } from './shop-address';
import { smtpTransportOptions } from './smtp-transport';

const NAMES = [
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_SECURE',
  'SMTP_REQUIRE_TLS',
  'SMTP_USER',
  'SMTP_PASS',
  'MAIL_FROM',
  'SHOP_EMAIL',
];
// vi.stubEnv keeps the real values and unstubAllEnvs puts them back after each test.
beforeEach(() => {
  for (const name of NAMES) vi.stubEnv(name, undefined);
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('smtpSettings', () => {
  it('is null without SMTP_HOST, also when it is empty as in a copied .env.example', () => {
    expect(smtpSettings()).toBeNull();
    vi.stubEnv('SMTP_HOST', ' ');
    vi.stubEnv('SMTP_PORT', '');
    expect(smtpSettings()).toBeNull();
  });

  it('defaults to port 587 without TLS from the start, and no login', () => {
    vi.stubEnv('SMTP_HOST', 'smtp.example.com');
    expect(smtpSettings()).toEqual({
      host: 'smtp.example.com',
      port: 587,
      secure: false,
      requireTLS: true,
    });
  });

  it('requires STARTTLS unless SMTP_REQUIRE_TLS=false, and nodemailer is told so', () => {
    vi.stubEnv('SMTP_HOST', 'smtp.example.com');
    expect(smtpTransportOptions(smtpSettings()!)).toMatchObject({
      secure: false,
      requireTLS: true,
    });
    vi.stubEnv('SMTP_REQUIRE_TLS', 'false');
    expect(smtpTransportOptions(smtpSettings()!)).toMatchObject({ requireTLS: false });
    vi.stubEnv('SMTP_REQUIRE_TLS', 'perhaps');
    expect(() => smtpSettings()).toThrow('SMTP_REQUIRE_TLS');
  });

  it('uses TLS from the start on port 465 unless told otherwise', () => {
    vi.stubEnv('SMTP_HOST', 'smtp.example.com');
    vi.stubEnv('SMTP_PORT', '465');
    expect(smtpSettings()?.secure).toBe(true);
    vi.stubEnv('SMTP_SECURE', 'false');
    expect(smtpSettings()?.secure).toBe(false);
    vi.stubEnv('SMTP_PORT', '2525');
    vi.stubEnv('SMTP_SECURE', 'TRUE');
    expect(smtpSettings()).toMatchObject({ port: 2525, secure: true });
  });

  it('logs in when SMTP_USER is set, keeping the password as written', () => {
    vi.stubEnv('SMTP_HOST', 'smtp.example.com');
    vi.stubEnv('SMTP_USER', 'shop');
    vi.stubEnv('SMTP_PASS', ' secret ');
    expect(smtpSettings()).toMatchObject({ user: 'shop', pass: ' secret ' });
  });

  it('refuses unreadable values, naming the variable', () => {
    vi.stubEnv('SMTP_HOST', 'smtp.example.com');
    vi.stubEnv('SMTP_SECURE', 'yes please');
    expect(() => smtpSettings()).toThrow('SMTP_SECURE');
    vi.stubEnv('SMTP_SECURE', '');
    vi.stubEnv('SMTP_PORT', '70000');
    expect(() => smtpSettings()).toThrow('SMTP_PORT');
    vi.stubEnv('SMTP_PORT', 'abc');
    expect(() => smtpSettings()).toThrow('SMTP_PORT');
  });
});

describe('sender and shop addresses', () => {
  it('sends from MAIL_FROM, by default a no-reply address', () => {
    expect(mailFrom()).toBe('"Shop" <no-reply@localhost>');
    vi.stubEnv('MAIL_FROM', '"Borse" <shop@example.com>');
    expect(mailFrom()).toBe('"Borse" <shop@example.com>');
  });

  it('takes the bare address out of a mailbox', () => {
    expect(addressOf('"Borse, Roma" <shop@example.com>')).toBe('shop@example.com');
    expect(addressOf(' shop@example.com ')).toBe('shop@example.com');
  });

  it("delivers contact mail to SHOP_EMAIL, else to MAIL_FROM's address", () => {
    expect(shopAddress()).toBe('no-reply@localhost');
    vi.stubEnv('MAIL_FROM', 'Borse <shop@example.com>');
    expect(shopAddress()).toBe('shop@example.com');
    vi.stubEnv('SHOP_EMAIL', 'owner@example.com');
    expect(shopAddress()).toBe('owner@example.com');
  });
});
