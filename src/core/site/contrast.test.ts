import { describe, expect, it } from 'vitest';
import { contrastRatio, mix, readableOn, relativeLuminance } from './contrast';

describe('WCAG contrast', () => {
  it('gives the standard luminances and ratios', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // Bootstrap's secondary grey: passes on white, fails on the sample shop's cream.
    expect(contrastRatio('#6c757d', '#ffffff')).toBeCloseTo(4.69, 2);
    expect(contrastRatio('#6c757d', '#fbf8f3')).toBeCloseTo(4.43, 2);
  });

  it('mixes two colours channel by channel', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#ff0000', '#0000ff', 1)).toBe('#ff0000');
    expect(mix('#ff0000', '#0000ff', 0)).toBe('#0000ff');
  });

  it('keeps a colour that already reads on the background', () => {
    expect(readableOn('#6C757D', '#ffffff')).toBe('#6c757d');
  });

  it.each([
    ['#6c757d', '#fbf8f3'],
    ['#0d6efd', '#fbf8f3'],
    ['#dc3545', '#f0e6d2'],
    ['#212529', '#1a1a2e'],
    ['#ffd700', '#ffffff'],
    ['#808080', '#808080'],
  ])('makes %s readable on %s with the least change', (colour, background) => {
    const readable = readableOn(colour, background);
    expect(contrastRatio(readable, background)).toBeGreaterThanOrEqual(4.5);
    // A smaller change would not do: one step back towards the original fails.
    expect(contrastRatio(mix(readable, colour, 0.97), background)).toBeLessThan(4.6);
  });

  it('darkens on a light background and lightens on a dark one', () => {
    expect(relativeLuminance(readableOn('#6c757d', '#fbf8f3'))).toBeLessThan(
      relativeLuminance('#6c757d'),
    );
    expect(relativeLuminance(readableOn('#212529', '#1a1a2e'))).toBeGreaterThan(
      relativeLuminance('#212529'),
    );
  });
});
