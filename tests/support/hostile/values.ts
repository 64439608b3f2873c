import fc from 'fast-check';

/** Text that has broken shops before: SQL, markup, template and path tricks, odd characters. */
export const SQL_FRAGMENTS = [
  "'; drop table products; --",
  "' or 1=1 --",
  '" or ""="',
  '1; select pg_sleep(5) --',
  "admin'--",
  "' union select user_name, password_hash from customers --",
] as const;

export const HTML_FRAGMENTS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
] as const;

export const ODD_TEXT = [
  '__proto__',
  'constructor',
  '../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  // PostgreSQL text cannot hold NUL: it must be refused before it reaches a query.
  'nul\u0000byte',
  '\ud800',
  'null',
  'undefined',
  'NaN',
  '',
  ' ',
  '%00',
] as const;

/** Over 100,000 characters: far beyond every text field, yet under the 1 MB body limit. */
export const hugeText = fc
  .constantFrom('a', "'", '<', 'é', '\u0000')
  .map((ch) => ch.repeat(100_001 + 7));

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SQL_FRAGMENTS, ...HTML_FRAGMENTS, ...ODD_TEXT) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30, unit: 'binary' }) },
  { weight: 1, arbitrary: hugeText },
);

/** Short hostile text (no huge strings), for places where the size itself is not the point. */
export const shortHostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...SQL_FRAGMENTS, ...HTML_FRAGMENTS, ...ODD_TEXT),
  fc.string({ maxLength: 30, unit: 'binary' }),
);

/**
 * A JSON number written as raw JSON text: `1e309` parses to Infinity, which JSON.stringify can
 * never produce, so the request builder writes it verbatim.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

export const rawNumber = fc.constantFrom(
  new RawJson('1e309'),
  new RawJson('-1e309'),
  new RawJson('123456789012345678901234567890'),
);

/** Numbers no price, quantity, weight or id of this shop can be. */
export const impossibleNumber: fc.Arbitrary<number | RawJson> = fc.oneof(
  fc.constantFrom(-1, -0.5, 0.5, 1.5, -2147483649, 1e21, Number.MAX_SAFE_INTEGER + 2),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)),
  fc.integer({ max: -1 }),
  rawNumber,
);

export type JsonLike =
  string | number | boolean | null | RawJson | JsonLike[] | { [key: string]: JsonLike };

/** Values of a JSON type chosen to be the wrong one for a field (see kinds.ts). */
export const notAString: fc.Arbitrary<JsonLike> = fc.oneof<fc.Arbitrary<JsonLike>[]>(
  fc.integer(),
  fc.boolean(),
  fc.constant<JsonLike>([]),
  fc.array(shortHostileText, { minLength: 1, maxLength: 3 }),
  fc.constant<JsonLike>({ $ne: null }),
  fc.constant<JsonLike>({ toString: 'x' }),
);

export const notANumber: fc.Arbitrary<JsonLike> = fc.oneof<fc.Arbitrary<JsonLike>[]>(
  fc.constantFrom('1', '0x10', 'NaN', 'Infinity', '-Infinity', '1e309', '', ' 1 '),
  shortHostileText,
  fc.boolean(),
  fc.constant<JsonLike>([1]),
  fc.constant<JsonLike>({ valueOf: 1 }),
);

/** A random uuid: well-formed, and (with overwhelming likelihood) naming nothing. */
export const unknownUuid = fc.uuid({ version: 4 });

/** Strings that are not uuids, including near misses a lax parser might accept. */
export const notAUuid = fc.oneof(
  shortHostileText,
  hugeText,
  fc.constantFrom(
    '00000000-0000-0000-0000-00000000000g',
    '{00000000-0000-0000-0000-000000000000}',
    '00000000000000000000000000000000x',
    '1',
    '-1',
  ),
);
