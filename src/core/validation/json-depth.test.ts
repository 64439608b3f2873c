import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth';

/** `depth` objects and arrays in turn, one inside the other, around `inner`. */
function nested(depth: number, inner: unknown = 1): unknown {
  let value = inner;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

describe('nestsDeeperThan', () => {
  it('counts a scalar as 0 and each object or array as one level', () => {
    expect(nestsDeeperThan('text', 0)).toBe(false);
    expect(nestsDeeperThan({}, 0)).toBe(true);
    expect(nestsDeeperThan({}, 1)).toBe(false);
    expect(nestsDeeperThan(nested(3), 3)).toBe(false);
    expect(nestsDeeperThan(nested(4), 3)).toBe(true);
  });

  it('finds the deep branch among shallow ones', () => {
    const body = { a: 1, b: [1, 2], c: { d: nested(MAX_JSON_DEPTH) }, e: 'x' };
    expect(nestsDeeperThan(body, MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(body, MAX_JSON_DEPTH + 2)).toBe(false);
  });

  it('measures a value nested 100,000 deep without running out of stack', () => {
    expect(nestsDeeperThan(nested(100_000), MAX_JSON_DEPTH)).toBe(true);
  });
});
