import { describe, expect, it } from 'vitest';
import { moveActive } from './combobox-keys';

describe('combobox arrow keys', () => {
  it('goes down from the input to the first option and wraps at the end', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowDown')).toBe(1);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
  });

  it('goes up from the input to the last option and wraps at the start', () => {
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(1, 3, 'ArrowUp')).toBe(0);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
  });

  it('has no option to choose in an empty list', () => {
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1);
    expect(moveActive(-1, 0, 'ArrowUp')).toBe(-1);
  });
});
