import { createHash, type Hash } from 'node:crypto';

const NEWLINE = 0x0a;

/**
 * SHA-256, length and line count of one section as it streams by. In COPY's text format every
 * row ends with a newline and newlines inside values are escaped, so lines are rows.
 */
export class SectionDigest {
  private readonly hash: Hash = createHash('sha256');
  bytes = 0;
  lines = 0;

  update(chunk: Buffer): void {
    this.hash.update(chunk);
    this.bytes += chunk.length;
    for (let at = chunk.indexOf(NEWLINE); at >= 0; at = chunk.indexOf(NEWLINE, at + 1)) {
      this.lines += 1;
    }
  }

  hex(): string {
    return this.hash.digest('hex');
  }
}
