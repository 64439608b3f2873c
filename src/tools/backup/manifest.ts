import * as z from 'zod';

/**
 * The first line of every backup: the format name and version, then the SHA-256 of the
 * manifest line that follows, so a damaged manifest is told apart from a foreign file.
 */
export const BACKUP_MAGIC = 'borse-shop-backup';
export const BACKUP_FORMAT_VERSION = 1;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const count = z.number().int().nonnegative();

const tableSection = z.object({
  name: z.string().min(1),
  /** The columns COPY wrote, in order (generated columns are left out: COPY cannot load them). */
  columns: z.array(z.string().min(1)).min(1),
  rows: count,
  bytes: count,
  sha256,
});

const imageSection = z.object({ key: z.string().min(1), bytes: count, sha256 });

const sequenceState = z.object({
  name: z.string().min(1),
  /** null: the sequence was never used. */
  lastValue: z
    .string()
    .regex(/^-?\d+$/)
    .nullable(),
});

/** drizzle's bookkeeping row for one applied migration (drizzle.__drizzle_migrations). */
const appliedMigration = z.object({ hash: z.string(), createdAt: z.number().int() });

export const backupManifest = z.object({
  createdAt: z.string(),
  server: z.string(),
  migrations: z.array(appliedMigration),
  /** Table data sections, in file order; each is COPY's text format. */
  tables: z.array(tableSection),
  sequences: z.array(sequenceState),
  images: z.object({
    /** Which store the backed-up process used; only the local folder's files are included. */
    store: z.enum(['fs', 'blobs']),
    included: z.boolean(),
    /** Image sections, after the tables, in file order. */
    files: z.array(imageSection),
  }),
});

export type BackupManifest = z.infer<typeof backupManifest>;
export type TableSection = z.infer<typeof tableSection>;
export type ImageSection = z.infer<typeof imageSection>;
export type SequenceState = z.infer<typeof sequenceState>;
export type AppliedMigration = z.infer<typeof appliedMigration>;

export function magicLine(manifestSha256: string): string {
  return `${BACKUP_MAGIC} ${BACKUP_FORMAT_VERSION} ${manifestSha256}`;
}
