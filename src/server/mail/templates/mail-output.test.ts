import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import expected from './mail-output.fixture.json';
import { MAIL_CASES } from './mail-output.cases';

/*
 * The fixture is what the templates rendered before their texts moved from code to the locale
 * files (issue 20), so that move changed no byte of any mail. It was written once with
 *   URL=https://shop.example.com npx tsx -e "<render MAIL_CASES, JSON.stringify(…, null, 2)>"
 * A deliberate change to a mail's wording updates the fixture by hand, with the locale file.
 */

beforeEach(() => {
  vi.stubEnv('URL', 'https://shop.example.com');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

const fixture: Record<string, unknown> = expected;

describe('every mail, in both languages, as it was written before issue 20', () => {
  it('has a fixture entry for each case and a case for each entry', () => {
    expect(Object.keys(MAIL_CASES).sort()).toEqual(Object.keys(fixture).sort());
  });

  it.each(Object.keys(MAIL_CASES))('%s: same subject, text and html', (name) => {
    expect(MAIL_CASES[name]?.()).toEqual(fixture[name]);
  });
});
