import { describe, expect, it } from 'vitest';
import { blankFields, emailProblem, fieldProblems, looksLikeEmail } from './field-problems';

describe('fieldProblems', () => {
  it('names fields by the last part of their path, first message first', () => {
    expect(
      fieldProblems([
        { field: 'address.addrCity', message: 'Enter the city' },
        { field: 'address.addrCity', message: 'something else' },
        { field: 'email', message: 'Enter your email address!' },
      ]),
    ).toEqual({
      addrCity: { message: 'Enter the city' },
      email: { message: 'Enter your email address!' },
    });
  });

  it('keeps the limit of a text that is too long', () => {
    expect(fieldProblems([{ field: 'review.title', message: 'At most 120 characters' }])).toEqual({
      title: { message: 'At most 120 characters', max: 120 },
    });
  });

  it('is empty without fields, and ignores an inherited name', () => {
    expect(fieldProblems([])).toEqual({});
    expect(Object.keys(fieldProblems([{ field: 'x.constructor', message: 'm' }]))).toEqual([
      'constructor',
    ]);
  });
});

describe('blankFields', () => {
  it('lists required fields that are empty or only spaces, in the order asked', () => {
    const values = { a: ' ', b: 'x', c: '' };
    expect(blankFields(values, ['c', 'a', 'b'])).toEqual(['c', 'a']);
    expect(blankFields(values, ['b'])).toEqual([]);
  });
});

describe('looksLikeEmail', () => {
  it('accepts ordinary addresses, trimmed', () => {
    expect(looksLikeEmail('anna@example.com')).toBe(true);
    expect(looksLikeEmail(' anna.rossi+shop@mail.example.it ')).toBe(true);
  });

  it('refuses typing slips', () => {
    for (const text of [
      '',
      'anna',
      'anna@',
      '@example.com',
      'anna@example',
      'an na@example.com',
      'a@b@c.com',
    ]) {
      expect(looksLikeEmail(text), text).toBe(false);
    }
  });
});

describe('emailProblem', () => {
  it('asks for an address only when the box is empty', () => {
    expect(emailProblem('')).toBe('ENTER_EMAIL');
    expect(emailProblem('   ')).toBe('ENTER_EMAIL');
  });

  it('says a typed address is not valid rather than asking to enter one', () => {
    for (const text of ['anna', 'anna@', 'anna@example', 'an na@example.com']) {
      expect(emailProblem(text), text).toBe('EMAIL_INVALID');
    }
  });

  it('finds nothing wrong with an address', () => {
    expect(emailProblem(' anna@example.com ')).toBeUndefined();
  });
});
