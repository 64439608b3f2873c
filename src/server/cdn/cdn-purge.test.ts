import { beforeEach, describe, expect, it } from 'vitest';
import { clearRecordedPurges, purgeCdnTags, purgeTarget, recordedPurges } from './cdn-purge';

describe('purgeTarget', () => {
  it('is Netlify only in a deployed function', () => {
    expect(purgeTarget({ SITE_ID: 'abc' })).toBe('netlify');
    expect(purgeTarget({})).toBe('memory');
    expect(purgeTarget({ SITE_ID: 'abc', NETLIFY_DEV: 'true' })).toBe('memory');
    expect(purgeTarget({ SITE_ID: 'abc', NETLIFY_LOCAL: 'true' })).toBe('memory');
  });
});

describe('recorded purges (no CDN here)', () => {
  beforeEach(() => clearRecordedPurges());

  it('records each purge once, its tags sorted and unique; an empty one not at all', async () => {
    await purgeCdnTags(['products', 'brands', 'products'], 'test');
    await purgeCdnTags([], 'nothing');
    expect(recordedPurges()).toEqual([
      { tags: ['brands', 'products'], cause: 'test', target: 'memory' },
    ]);
    clearRecordedPurges();
    expect(recordedPurges()).toEqual([]);
  });

  it('keeps the latest 500 in a long-lived process', async () => {
    for (let i = 0; i < 501; i += 1) await purgeCdnTags(['posts'], `write ${i}`);
    const kept = recordedPurges();
    expect(kept).toHaveLength(500);
    expect(kept[0]!.cause).toBe('write 1');
    expect(kept.at(-1)!.cause).toBe('write 500');
  });
});
