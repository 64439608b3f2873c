import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  activationMail,
  contactMessageMail,
  newsletterConfirmMail,
  newsletterWelcomeMail,
  passwordChangedMail,
  passwordResetMail,
  type MailContent,
} from './index';

const HOSTILE = `<script>alert("x")</script> & 'Co'`;
const HOSTILE_ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Co&#39;';
const LINK = 'https://shop.example.com/it/activate?key1=abc&x=<y>';
const LINK_IN_HTML = 'https://shop.example.com/it/activate?key1=abc&amp;x=&lt;y&gt;';
const NOT_ME = 'https://shop.example.com/not_me?key1=abc';

let savedUrl: string | undefined;
beforeEach(() => {
  savedUrl = process.env.URL;
  process.env.URL = 'https://shop.example.com';
});
afterEach(() => {
  if (savedUrl === undefined) delete process.env.URL;
  else process.env.URL = savedUrl;
});

/** The HTML holds no markup but the template's own: nothing a caller passed got through raw. */
function expectSafe(mail: MailContent): void {
  expect(mail.html).not.toContain('<script>');
  expect(mail.html).not.toContain('<y>');
  expect(mail.subject).not.toMatch(/[\r\n]/);
}

describe('activationMail', () => {
  /** Anna's activation mail, its link and "not me" link, valid 3 days, unless told otherwise. */
  type Input = Parameters<typeof activationMail>[0];
  const activation = (lng: Input['lng'], other: Partial<Input> = {}) =>
    activationMail({
      lng,
      name: 'Anna',
      link: LINK,
      refuseLink: NOT_ME,
      expiresInDays: 3,
      ...other,
    });

  it('greets by nickname and carries the link in both parts, in English', () => {
    const mail = activation('en');
    expect(mail.subject).toBe('Activate your account');
    expect(mail.text).toContain('Dear Anna,');
    expect(mail.text).toContain(`\n${LINK}\n`);
    expect(mail.text).toContain('expires in 3 days');
    expect(mail.html).toContain(`href="${LINK_IN_HTML}"`);
    expect(mail.html).toContain('<html lang="en">');
    expectSafe(mail);
  });

  it.each([
    ['en', 'Someone else signed up with your address?', 'This wasn&#39;t me'],
    ['it', 'Qualcun altro si è registrato con il tuo indirizzo?', 'Non sono stato io'],
  ] as const)('offers “This wasn’t me” with its own link (%s, issue 28.8)', (lng, ask, label) => {
    const mail = activation(lng);
    expect(mail.text).toContain(`${ask}`);
    expect(mail.text).toContain(`\n${NOT_ME}\n`);
    expect(mail.html).toContain(`<a href="${NOT_ME}">${label}</a>`);
  });

  it('is written in Italian for Italian customers', () => {
    const mail = activation('it', { expiresInDays: 1 });
    expect(mail.subject).toBe('Attiva il tuo account');
    expect(mail.text).toContain('Gentile Anna,');
    expect(mail.text).toContain('Il link scade tra 1 giorno.');
    expect(mail.text).toContain(LINK);
    expect(mail.html).toContain('<html lang="it">');
    expect(mail.html).toContain('Attiva l&#39;account');
    expect(mail.html).toContain('Se il pulsante non funziona');
  });

  it.each(['en', 'it'] as const)('escapes the nickname in the HTML (%s)', (lng) => {
    const mail = activation(lng, { name: HOSTILE });
    expect(mail.text).toContain(HOSTILE);
    expect(mail.html).toContain(HOSTILE_ESCAPED);
    expectSafe(mail);
  });
});

describe('passwordResetMail', () => {
  it.each([
    ['en', 'Reset your password', 'Dear Bob,', 'expires in 30 minutes'],
    ['it', 'Reimposta la password', 'Gentile Bob,', 'scade tra 30 minuti'],
  ] as const)('%s', (lng, subject, greeting, expiry) => {
    const mail = passwordResetMail({ lng, name: 'Bob', link: LINK, expiresInMinutes: 30 });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(greeting);
    expect(mail.text).toContain(expiry);
    expect(mail.text).toContain(LINK);
    expect(mail.html).toContain(`href="${LINK_IN_HTML}"`);
    expectSafe(passwordResetMail({ lng, name: HOSTILE, link: LINK, expiresInMinutes: 1 }));
  });
});

describe('passwordChangedMail', () => {
  it('warns in English and links to the forgot-password page', () => {
    const mail = passwordChangedMail({ lng: 'en', name: 'Bob' });
    expect(mail.subject).toBe('Your password has been changed');
    expect(mail.text).toContain('https://shop.example.com/forgot_password');
    expect(mail.html).toContain('href="https://shop.example.com/forgot_password"');
  });

  it('warns in Italian and links to the Italian page', () => {
    const mail = passwordChangedMail({ lng: 'it', name: HOSTILE });
    expect(mail.subject).toBe('La tua password è stata cambiata');
    expect(mail.text).toContain('è appena stata cambiata');
    expect(mail.text).toContain('https://shop.example.com/it/forgot_password');
    expect(mail.html).toContain(HOSTILE_ESCAPED);
    expectSafe(mail);
  });
});

describe('newsletter mails', () => {
  it.each([
    ['en', 'Confirm your newsletter subscription'],
    ['it', "Conferma l'iscrizione alla newsletter"],
  ] as const)('confirmation (%s)', (lng, subject) => {
    const mail = newsletterConfirmMail({ lng, link: LINK });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(LINK);
    expect(mail.html).toContain(`href="${LINK_IN_HTML}"`);
    expectSafe(mail);
  });

  it.each([
    ['en', 'Your newsletter subscription is confirmed', 'Unsubscribe'],
    ['it', 'Iscrizione alla newsletter confermata', 'Annulla l&#39;iscrizione'],
  ] as const)('welcome with the unsubscribe link (%s)', (lng, subject, label) => {
    const mail = newsletterWelcomeMail({ lng, unsubscribeLink: LINK });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(LINK);
    expect(mail.html).toContain(`<a href="${LINK_IN_HTML}">${label}</a>`);
    expectSafe(mail);
  });
});

describe('contactMessageMail', () => {
  const message = {
    name: 'Giulia Rossi',
    email: 'giulia@example.com',
    subject: 'Borsa\r\nBcc: victim@example.com',
    message: 'Buongiorno,\nla borsa è disponibile in rosso?',
    lng: 'it' as const,
  };

  it('is in English for the shop and names the language the sender wrote in', () => {
    const mail = contactMessageMail(message);
    expect(mail.subject).toBe('Contact form: Borsa Bcc: victim@example.com');
    expect(mail.text).toContain('From: Giulia Rossi <giulia@example.com>');
    expect(mail.text).toContain('Language: Italian');
    expect(mail.text).toContain('la borsa è disponibile in rosso?');
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('Buongiorno,<br>la borsa è disponibile in rosso?');
    expect(contactMessageMail({ ...message, lng: 'en' }).text).toContain('Language: English');
  });

  it('names the sender when there is no subject', () => {
    expect(contactMessageMail({ ...message, subject: '  ' }).subject).toBe(
      'Contact form: message from Giulia Rossi',
    );
  });

  it('escapes everything the visitor typed', () => {
    const mail = contactMessageMail({
      name: HOSTILE,
      email: 'x@example.com',
      subject: HOSTILE,
      message: `${HOSTILE}\n<y>`,
      lng: 'en',
    });
    expect(mail.text).toContain(HOSTILE);
    expect(mail.html).toContain(HOSTILE_ESCAPED);
    expect(mail.html).toContain(`<title>Contact form: ${HOSTILE_ESCAPED}</title>`);
    expectSafe(mail);
  });
});
