import { randomBytes } from 'node:crypto';

let lastMs = 0;

/**
 * A UUID version 7 (time first), so a cart's lines sort by id in the order they were added;
 * order_items has no other column that keeps that order. Within one process each id is at
 * least a millisecond after the previous one.
 */
export function timeOrderedId(now = Date.now()): string {
  lastMs = Math.max(now, lastMs + 1);
  const bytes = randomBytes(16);
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20),
  ].join('-');
}
