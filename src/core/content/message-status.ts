import type { MessageAction } from '../validation/admin-people';

/** A contact message: N new, R read, A archived. */
export type MessageStatus = 'N' | 'R' | 'A';

/**
 * The status an admin action leaves: reading marks a new message read (an archived one stays
 * archived); unarchiving brings a message back to the inbox as read, since someone has seen it.
 */
export function messageStatusAfter(action: MessageAction, current: MessageStatus): MessageStatus {
  if (action === 'archive') return 'A';
  if (action === 'unarchive') return current === 'A' ? 'R' : current;
  return current === 'N' ? 'R' : current;
}
