import { describe, expect, it } from 'vitest';
import { messageReplyMail } from './message-reply';

const base = {
  name: 'Anna',
  subject: 'Red tote',
  message: 'Is it back?\n\nThanks',
  sentAt: new Date('2026-03-05T23:30:00Z'),
  reply: 'Yes, next week.',
};

describe('messageReplyMail', () => {
  it('answers in English, quoting the message line by line with its date', () => {
    const mail = messageReplyMail({ ...base, lng: 'en' });
    expect(mail.subject).toBe('Re: Red tote');
    expect(mail.text).toContain('Dear Anna,\n\nYes, next week.');
    expect(mail.text).toContain('On 5 March 2026 you wrote:\n\n> Is it back?\n>\n> Thanks');
  });

  it('answers in Italian', () => {
    const mail = messageReplyMail({ ...base, lng: 'it', subject: '' });
    expect(mail.subject).toBe('Re: il tuo messaggio');
    expect(mail.text).toContain('Gentile Anna,');
    expect(mail.text).toContain('Il 5 marzo 2026 ci hai scritto:');
    expect(mail.html).toContain('<html lang="it">');
  });

  it('escapes what the sender and the administrator wrote', () => {
    const mail = messageReplyMail({
      ...base,
      lng: 'en',
      name: '<b>Eve</b>',
      message: '<script>x</script>',
      subject: 'Hi\r\nBcc: someone@example.com',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});
