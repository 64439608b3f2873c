import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { BackupDamagedError, BackupFormatError } from './errors';

const NEWLINE = 0x0a;

/**
 * Reads a backup file front to back: its text lines, then sections of known length, streamed
 * in chunks so a large table never sits in memory. Every problem of the bytes themselves
 * (not gzip, a truncated file, a bad gzip checksum) surfaces as a refusal, not a crash.
 */
export class SectionReader {
  private readonly chunks: AsyncIterator<Buffer>;
  private pending: Buffer = Buffer.alloc(0);

  constructor(file: string) {
    // pipeline, not pipe: a read error of the file must reach the reader instead of stalling it.
    const stream = pipeline(createReadStream(file), createGunzip(), () => undefined);
    this.chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  }

  /** The next chunk of decompressed bytes, or null at the end of the file. */
  private async next(): Promise<Buffer | null> {
    try {
      const { value, done } = await this.chunks.next();
      return done ? null : value;
    } catch (err) {
      throw this.explain(err);
    }
  }

  private explain(err: unknown): Error {
    const code = err instanceof Error && 'code' in err ? String(err.code) : '';
    if (code === 'ENOENT' || code === 'EACCES' || code === 'EISDIR') return err as Error;
    const detail = err instanceof Error ? err.message : String(err);
    // zlib's words for a file that does not start as gzip does.
    if (code === 'Z_DATA_ERROR' && /incorrect header check/.test(detail)) {
      return new BackupFormatError(`not a shop backup (not a gzip file: ${detail})`);
    }
    return new BackupDamagedError(`the backup file is damaged (${detail})`);
  }

  /** The next line without its newline; at most maxBytes long. */
  async line(maxBytes: number, what: string): Promise<string> {
    for (;;) {
      const end = this.pending.indexOf(NEWLINE);
      if (end >= 0) {
        const text = this.pending.subarray(0, end).toString('utf8');
        this.pending = this.pending.subarray(end + 1);
        return text;
      }
      if (this.pending.length > maxBytes) {
        throw new BackupFormatError(`not a shop backup (no ${what} line)`);
      }
      const chunk = await this.next();
      if (!chunk)
        throw new BackupDamagedError(`the backup file is damaged (it ends before its ${what})`);
      this.pending = Buffer.concat([this.pending, chunk]);
    }
  }

  /** Exactly `length` bytes, in chunks as they arrive. */
  async *section(length: number, what: string): AsyncGenerator<Buffer> {
    let left = length;
    while (left > 0) {
      if (this.pending.length === 0) {
        const chunk = await this.next();
        if (!chunk)
          throw new BackupDamagedError(`the backup file is damaged (it ends inside ${what})`);
        this.pending = chunk;
      }
      const part = this.pending.subarray(0, left);
      this.pending = this.pending.subarray(part.length);
      left -= part.length;
      yield part;
    }
  }

  /** Fails when anything follows the last section: the file is not what its manifest says. */
  async expectEnd(): Promise<void> {
    for (;;) {
      if (this.pending.length > 0) {
        throw new BackupDamagedError(
          'the backup file is damaged (it has data after its last section)',
        );
      }
      const chunk = await this.next();
      if (!chunk) return;
      this.pending = chunk;
    }
  }

  /** Stops reading early (a failed restore): closes the file. */
  async close(): Promise<void> {
    await this.chunks.return?.();
  }
}
