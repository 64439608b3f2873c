import { describe, expect, it } from 'vitest';
import type { HostileRequest } from '../support/hostile/requests';
import { problemWith } from '../support/hostile/verdict';

const request = (path: string): HostileRequest => ({
  method: 'GET',
  path,
  headers: {},
  attack: 'junk the call ignores',
  lenient: false,
});

const refused = (message: string) => ({
  status: 400,
  contentType: 'application/json',
  text: JSON.stringify({ code: 'BAD_REQUEST', message }),
});

describe('the hostile suite verdict', () => {
  it('does not take a field name the client sent for an internal showing through', () => {
    const req = request('/api/review_eligibility?NaN=%00');
    expect(problemWith(req, refused('Invalid query field "NaN": Must be text'))).toBeUndefined();
  });

  it('still sees NaN, undefined or [object Object] that the server wrote itself', () => {
    const req = request('/api/review_eligibility?x=1');
    expect(problemWith(req, refused('Invalid query field "NaN": Must be text'))).toMatch(
      /internals/,
    );
    expect(problemWith(req, refused('Price is NaN'))).toMatch(/internals/);
    expect(problemWith(req, refused('Got [object Object]'))).toMatch(/internals/);
  });
});
