import { describe, expect, it } from 'vitest';
import { sameColors } from './same-colors';

const COLORS = {
  front: '#212529',
  back: '#ffffff',
  fontSize: '16px',
  fontWeight: '400',
  highlight: '#b5764a',
  align: 'left',
} as const;

describe('sameColors', () => {
  it('is true for equal settings in another object', () => {
    expect(sameColors(COLORS, { ...COLORS })).toBe(true);
  });

  it.each(Object.keys(COLORS) as (keyof typeof COLORS)[])('is false when %s differs', (key) => {
    expect(sameColors(COLORS, { ...COLORS, [key]: key === 'align' ? 'center' : '#000001' })).toBe(
      false,
    );
  });
});
