import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { redactSecrets } from '../../core/privacy/log-redaction';

/**
 * Copies a child's output line by line with its secrets hidden: netlify dev logs every
 * address it proxies, `/api/user?key1=…` and the spec's `?token=` reads among them.
 */
export function pipeRedacted(from: Readable | null, to: Writable): void {
  if (!from) return;
  createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => {
    to.write(`${redactSecrets(line)}\n`);
  });
}
