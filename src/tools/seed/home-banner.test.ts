import { describe, expect, it } from 'vitest';
import { seedImageJobs } from './images';
import { SHOP_NAME, SITE_IMAGES } from './site-settings';

const escapeXml = (text: string) => text.replace(/&/g, '&#38;');

describe('the seeded home banner', () => {
  it('carries no words of one language, since /it shows the same picture', () => {
    const jobs = seedImageJobs([], []);
    const home = jobs.filter((job) => job.key === SITE_IMAGES.homeSM.key);
    expect(home).toHaveLength(1);
    const words = [...home[0]!.svg().matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(words.filter(Boolean)).toEqual([escapeXml(SHOP_NAME)]);
  });
});
