import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact';
import { messagesOf } from './testing';

const valid = { name: 'Anna', email: 'Anna@Example.com ', message: 'Is the red bag in stock?' };

describe('contact form', () => {
  it('trims, lower-cases the email and fills the defaults', () => {
    expect(contactSchema.parse({ ...valid, captcha: 'x' })).toEqual({
      name: 'Anna',
      email: 'anna@example.com',
      subject: '',
      message: 'Is the red bag in stock?',
      lng: 'en',
    });
  });

  it('requires name and message, and a valid email with the catalogue message', () => {
    expect(messagesOf(contactSchema, { ...valid, name: ' ', message: '' })).toEqual({
      name: ['Enter your name'],
      message: ['Enter your message'],
    });
    expect(messagesOf(contactSchema, { ...valid, email: 'anna@' })).toEqual({
      email: ['Enter your email address!'],
    });
    expect(messagesOf(contactSchema, { name: 'Anna', message: 'Hi' })).toEqual({
      email: ['Enter your email address!'],
    });
  });

  it('keeps name and subject on one line', () => {
    const parsed = contactSchema.parse({
      ...valid,
      name: 'Anna\r\nBcc: x',
      subject: 'Hi\n\tthere',
    });
    expect(parsed.name).toBe('Anna Bcc: x');
    expect(parsed.subject).toBe('Hi there');
  });

  it('caps the lengths', () => {
    expect(contactSchema.safeParse({ ...valid, name: 'a'.repeat(101) }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, subject: 'a'.repeat(201) }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, message: 'a'.repeat(5001) }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, message: 'a'.repeat(5000) }).success).toBe(true);
  });

  it('takes the language as eng/ita or en/it and keeps en/it', () => {
    expect(contactSchema.parse({ ...valid, lng: 'ita' }).lng).toBe('it');
    expect(contactSchema.parse({ ...valid, lng: 'it' }).lng).toBe('it');
    expect(contactSchema.parse({ ...valid, lng: 'eng' }).lng).toBe('en');
    expect(contactSchema.safeParse({ ...valid, lng: 'fr' }).success).toBe(false);
  });
});
