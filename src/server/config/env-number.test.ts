import { afterEach, describe, expect, it } from 'vitest';
import { envNumber } from './env-number';

const NAME = 'SHOP_TEST_NUMBER';

afterEach(() => {
  delete process.env[NAME];
});

describe('envNumber', () => {
  it('falls back when the variable is unset or empty, as in a copied .env.example', () => {
    expect(envNumber(NAME, 7)).toBe(7);
    process.env[NAME] = '';
    expect(envNumber(NAME, 7)).toBe(7);
    process.env[NAME] = '  ';
    expect(envNumber(NAME, 7)).toBe(7);
  });

  it('reads a positive whole number', () => {
    process.env[NAME] = '54329';
    expect(envNumber(NAME, 7)).toBe(54329);
  });

  it.each(['0', '-5', '1.5', 'abc', '1e99'])('refuses %s, naming the variable', (value) => {
    process.env[NAME] = value;
    expect(() => envNumber(NAME, 7)).toThrow(NAME);
  });
});
