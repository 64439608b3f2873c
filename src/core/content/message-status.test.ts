import { describe, expect, it } from 'vitest';
import { messageStatusAfter } from './message-status';

describe('messageStatusAfter', () => {
  it('reads a new message and leaves read and archived ones as they are', () => {
    expect(messageStatusAfter('read', 'N')).toBe('R');
    expect(messageStatusAfter('read', 'R')).toBe('R');
    expect(messageStatusAfter('read', 'A')).toBe('A');
  });

  it('archives from anywhere', () => {
    expect(messageStatusAfter('archive', 'N')).toBe('A');
    expect(messageStatusAfter('archive', 'R')).toBe('A');
    expect(messageStatusAfter('archive', 'A')).toBe('A');
  });

  it('brings an archived message back to the inbox as read, and nothing else moves', () => {
    expect(messageStatusAfter('unarchive', 'A')).toBe('R');
    expect(messageStatusAfter('unarchive', 'N')).toBe('N');
    expect(messageStatusAfter('unarchive', 'R')).toBe('R');
  });
});
