/** The file is not a shop backup, or one of a format version this code does not read. */
export class BackupFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupFormatError';
  }
}

/** The file is a shop backup but its bytes are not what was written (truncated, altered). */
export class BackupDamagedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupDamagedError';
  }
}

/** The restore was refused before anything was written: the target or the schema level. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}
