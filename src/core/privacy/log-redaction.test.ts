import { describe, expect, it } from 'vitest';
import { redactSecrets } from './log-redaction';

describe('redactSecrets', () => {
  it('hides link keys, query tokens, passwords and bearer tokens', () => {
    expect(redactSecrets('⬥ Proxying to http://127.0.0.1:4000/api/user?key1=AbC-9_x&lng=it')).toBe(
      '⬥ Proxying to http://127.0.0.1:4000/api/user?key1=…&lng=it',
    );
    expect(redactSecrets('GET /api/customer?email=a%40b.it&token=eyJ.x.y 200')).toBe(
      'GET /api/customer?email=a%40b.it&token=… 200',
    );
    expect(redactSecrets('/api/signin?userName=a&password=hunter22')).toBe(
      '/api/signin?userName=a&password=…',
    );
    expect(redactSecrets('authorization: Bearer eyJhbGciOi.J9.abc=')).toBe(
      'authorization: Bearer …',
    );
  });

  it('leaves an ordinary line alone', () => {
    const line = '⬥ Proxying to http://127.0.0.1:4000/api/products?rows=12&related=BG-001';
    expect(redactSecrets(line)).toBe(line);
  });
});
