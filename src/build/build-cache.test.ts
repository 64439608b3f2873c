import { describe, expect, it } from 'vitest';
import { keepsNetlifyBuildCache } from './build-cache';

describe('keepsNetlifyBuildCache', () => {
  it("keeps the cache on Netlify's build machines", () => {
    expect(keepsNetlifyBuildCache({ NETLIFY: 'true', BUILD_ID: '6565f0c1' })).toBe(true);
  });

  it('leaves it alone where only NETLIFY=true is set (CI, the browser tests) or locally', () => {
    expect(keepsNetlifyBuildCache({ NETLIFY: 'true' })).toBe(false);
    expect(keepsNetlifyBuildCache({})).toBe(false);
    expect(keepsNetlifyBuildCache({ NETLIFY: 'true', BUILD_ID: 'x', NETLIFY_LOCAL: 'true' })).toBe(
      false,
    );
  });
});
