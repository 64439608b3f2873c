import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addressOf, mailFrom, smtpSettings } from './mail-settings';
import { shopAddress } from './shop-address';

const NAMES = [
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_SECURE',
  'SMTP_USER',
  'SMTP_PASS',
  'MAIL_FROM',
  'SHOP_EMAIL',
];
let saved: Record<string, string | undefined>;
beforeEach(() => {
  saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
  for (const name of NAMES) delete process.env[name];
});
afterEach(() => {
  for (const name of NAMES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

describe('smtpSettings', () => {
  it('is null without SMTP_HOST, also when it is empty as in a copied .env.example', () => {
    expect(smtpSettings()).toBeNull();
    process.env.SMTP_HOST = ' ';
    process.env.SMTP_PORT = '';
    expect(smtpSettings()).toBeNull();
  });

  it('defaults to port 587 without TLS from the start, and no login', () => {
    process.env.SMTP_HOST = 'smtp.example.com';
    expect(smtpSettings()).toEqual({ host: 'smtp.example.com', port: 587, secure: false });
  });

  it('uses TLS from the start on port 465 unless told otherwise', () => {
    process.env.SMTP_HOST = 'smtp.example.com';
    process.env.SMTP_PORT = '465';
    expect(smtpSettings()?.secure).toBe(true);
    process.env.SMTP_SECURE = 'false';
    expect(smtpSettings()?.secure).toBe(false);
    process.env.SMTP_PORT = '2525';
    process.env.SMTP_SECURE = 'TRUE';
    expect(smtpSettings()).toMatchObject({ port: 2525, secure: true });
  });

  it('logs in when SMTP_USER is set, keeping the password as written', () => {
    process.env.SMTP_HOST = 'smtp.example.com';
    process.env.SMTP_USER = 'shop';
    process.env.SMTP_PASS = ' secret ';
    expect(smtpSettings()).toMatchObject({ user: 'shop', pass: ' secret ' });
  });

  it('refuses unreadable values, naming the variable', () => {
    process.env.SMTP_HOST = 'smtp.example.com';
    process.env.SMTP_SECURE = 'yes please';
    expect(() => smtpSettings()).toThrow('SMTP_SECURE');
    process.env.SMTP_SECURE = '';
    process.env.SMTP_PORT = '70000';
    expect(() => smtpSettings()).toThrow('SMTP_PORT');
    process.env.SMTP_PORT = 'abc';
    expect(() => smtpSettings()).toThrow('SMTP_PORT');
  });
});

describe('sender and shop addresses', () => {
  it('sends from MAIL_FROM, by default a no-reply address', () => {
    expect(mailFrom()).toBe('"Shop" <no-reply@localhost>');
    process.env.MAIL_FROM = '"Borse" <shop@example.com>';
    expect(mailFrom()).toBe('"Borse" <shop@example.com>');
  });

  it('takes the bare address out of a mailbox', () => {
    expect(addressOf('"Borse, Roma" <shop@example.com>')).toBe('shop@example.com');
    expect(addressOf(' shop@example.com ')).toBe('shop@example.com');
  });

  it("delivers contact mail to SHOP_EMAIL, else to MAIL_FROM's address", () => {
    expect(shopAddress()).toBe('no-reply@localhost');
    process.env.MAIL_FROM = 'Borse <shop@example.com>';
    expect(shopAddress()).toBe('shop@example.com');
    process.env.SHOP_EMAIL = 'owner@example.com';
    expect(shopAddress()).toBe('owner@example.com');
  });
});
