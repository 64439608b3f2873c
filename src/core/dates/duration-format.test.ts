import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration-format';

describe('formatDuration', () => {
  it('says minutes and seconds in the reader’s language', () => {
    expect(formatDuration(95, 'en')).toBe('1 min, 35 sec');
    expect(formatDuration(95, 'it')).toBe('1 min e 35 s');
  });

  it('leaves out a part that is zero, and rounds to whole seconds', () => {
    expect(formatDuration(35.4, 'en')).toBe('35 sec');
    expect(formatDuration(120, 'it')).toBe('2 min');
    expect(formatDuration(-4, 'en')).toBe('0 sec');
  });
});
