import type { Readable, Writable } from 'node:stream';

/** A child's output passed on as it comes, and copied to `copy` (a log file read afterwards). */
export function teeOutput(from: Readable | null, to: Writable, copy: Writable): void {
  from?.on('data', (chunk: Buffer) => {
    to.write(chunk);
    copy.write(chunk);
  });
}
