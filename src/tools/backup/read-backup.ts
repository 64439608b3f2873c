import { createHash } from 'node:crypto';
import { BackupDamagedError, BackupFormatError } from './errors';
import {
  BACKUP_FORMAT_VERSION,
  BACKUP_MAGIC,
  backupManifest,
  type BackupManifest,
} from './manifest';
import { SectionDigest } from './section-digest';
import { SectionReader } from './section-reader';

const MAX_MAGIC_LINE = 256;
const MAX_MANIFEST_LINE = 64 * 1024 * 1024;

export interface OpenBackup {
  manifest: BackupManifest;
  /** Positioned at the first section. */
  reader: SectionReader;
}

/** Reads a backup's format line and manifest, refusing a foreign or damaged file. */
export async function openBackup(file: string): Promise<OpenBackup> {
  const reader = new SectionReader(file);
  try {
    const [magic, version, manifestSha256] = (await reader.line(MAX_MAGIC_LINE, 'format')).split(
      ' ',
    );
    if (magic !== BACKUP_MAGIC) throw new BackupFormatError('not a shop backup (unknown format)');
    if (version !== String(BACKUP_FORMAT_VERSION)) {
      throw new BackupFormatError(
        `shop backup format ${JSON.stringify(version)} is not one this code reads ` +
          `(it reads format ${BACKUP_FORMAT_VERSION})`,
      );
    }
    const manifestLine = await reader.line(MAX_MANIFEST_LINE, 'manifest');
    if (createHash('sha256').update(manifestLine).digest('hex') !== manifestSha256) {
      throw new BackupDamagedError('the backup file is damaged (its manifest checksum differs)');
    }
    const parsed = backupManifest.safeParse(parseJson(manifestLine));
    if (!parsed.success) {
      throw new BackupFormatError(`the backup's manifest is not one this code reads`);
    }
    return { manifest: parsed.data, reader };
  } catch (err) {
    await reader.close();
    throw err;
  }
}

/**
 * Checks every section against the manifest (length, SHA-256, row count) and that nothing
 * follows: a restore starts only from a file that is whole, so a damaged one writes nothing.
 */
export async function verifyBackup(file: string): Promise<BackupManifest> {
  const { manifest, reader } = await openBackup(file);
  try {
    for (const table of manifest.tables) {
      const digest = new SectionDigest();
      for await (const chunk of reader.section(table.bytes, `table ${table.name}`)) {
        digest.update(chunk);
      }
      checkSection(`table ${table.name}`, digest, table.sha256, table.rows);
    }
    for (const image of manifest.images.files) {
      const digest = new SectionDigest();
      for await (const chunk of reader.section(image.bytes, `picture ${image.key}`)) {
        digest.update(chunk);
      }
      checkSection(`picture ${image.key}`, digest, image.sha256);
    }
    await reader.expectEnd();
    return manifest;
  } finally {
    await reader.close();
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Throws when a section's digest is not the manifest's. */
export function checkSection(
  what: string,
  digest: SectionDigest,
  sha256: string,
  rows?: number,
): void {
  if (digest.hex() !== sha256) {
    throw new BackupDamagedError(`the backup file is damaged (${what}: checksum differs)`);
  }
  if (rows !== undefined && digest.lines !== rows) {
    throw new BackupDamagedError(
      `the backup file is damaged (${what}: ${digest.lines} rows, the manifest says ${rows})`,
    );
  }
}
