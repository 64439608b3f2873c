import { describe, expect, it } from 'vitest';
import {
  LOGGED_OUT_STATUS,
  SIGN_OUT,
  customerStatusFrom,
  loginFailedStatus,
} from './customer-status';

const user = { _id: 'u1', userName: 'anna@example.com', userType: 'C', token: 'tok' };

describe('spec 4: "Setting the customer to nothing, a string, the sign-out marker or an object with no user resets the status to logged out (loggedIn false, level 0) and clears the error message."', () => {
  const inputs: [string, unknown][] = [
    ['nothing (undefined)', undefined],
    ['nothing (null)', null],
    ['a string', 'whatever'],
    ['the sign-out marker', SIGN_OUT],
    ['an object with no user', { date: '2025-01-06' }],
    ['an object whose user is null', { user: null }],
    ['an object whose user lacks its id', { user: { userName: 'x@example.com', userType: 'A' } }],
  ];

  for (const [name, input] of inputs) {
    it(`resets for ${name}`, () => {
      const status = customerStatusFrom(input);
      expect(status.loggedIn).toBe(false);
      expect(status.level).toBe(0);
      expect(status.errorMessage).toBe('');
      expect(status).toEqual(LOGGED_OUT_STATUS);
    });
  }
});

describe('spec 4: "Login sets level 1, or 9 when userType is A."', () => {
  it('logs a customer in at level 1, email taken from userName', () => {
    expect(customerStatusFrom({ user, date: '2025-01-06T10:00:00Z' })).toEqual({
      id: 'u1',
      email: 'anna@example.com',
      token: 'tok',
      loggedIn: true,
      level: 1,
      date: '2025-01-06T10:00:00Z',
      user,
      done: true,
      errorMessage: '',
    });
  });

  it('logs an administrator in at level 9', () => {
    expect(customerStatusFrom({ user: { ...user, userType: 'A' } }).level).toBe(9);
  });
});

describe('spec 8: "Login failed! Check you email address and password."', () => {
  it('a failed login is logged out with the catalogue message', () => {
    expect(loginFailedStatus()).toMatchObject({
      loggedIn: false,
      level: 0,
      errorMessage: 'Login failed! Check you email address and password.',
    });
  });
});
