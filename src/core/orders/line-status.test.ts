import { describe, expect, it } from 'vitest';
import { isReturnToHandle, lineStatus } from './line-status';

describe('lineStatus', () => {
  it('reads "return requested" for a shipped line with a request waiting', () => {
    expect(lineStatus('S', 'R')).toBe('returnRequested');
  });

  it('keeps the line status otherwise', () => {
    expect(lineStatus('S', null)).toBe('S');
    expect(lineStatus('S', 'N')).toBe('S');
    expect(lineStatus('R', 'A')).toBe('R');
    expect(lineStatus('X', 'X')).toBe('X');
    expect(lineStatus('O', undefined)).toBe('O');
  });
});

describe('isReturnToHandle', () => {
  it('is a request not yet received back', () => {
    expect(isReturnToHandle('R')).toBe(true);
    expect(isReturnToHandle('A')).toBe(true);
    expect(isReturnToHandle('X')).toBe(false);
    expect(isReturnToHandle('N')).toBe(false);
    expect(isReturnToHandle(null)).toBe(false);
  });
});
