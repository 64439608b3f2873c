import { describe, expect, it } from 'vitest';
import { REPLY_MAX, isNewMessage, messagesPath, replyProblem } from './admin-message';

describe('messagesPath', () => {
  it('reads the inbox without a status (new and read messages)', () => {
    expect(messagesPath('inbox', 1)).toBe('admin_messages?page=1&rows=20');
  });

  it('reads the archive by its status', () => {
    expect(messagesPath('archived', 3, 10)).toBe('admin_messages?status=A&page=3&rows=10');
  });
});

describe('isNewMessage', () => {
  it('marks only unread messages as new', () => {
    expect(isNewMessage({ status: 'N' })).toBe(true);
    expect(isNewMessage({ status: 'R' })).toBe(false);
    expect(isNewMessage({ status: 'A' })).toBe(false);
  });
});

describe('replyProblem', () => {
  it('wants some text', () => {
    expect(replyProblem('  \n ')).toBe('replyRequired');
  });

  it('takes up to the limit and refuses more', () => {
    expect(replyProblem('a'.repeat(REPLY_MAX))).toBe('');
    expect(replyProblem('a'.repeat(REPLY_MAX + 1))).toBe('replyTooLong');
  });
});
