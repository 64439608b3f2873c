import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { closeDb, getDb, type Db } from '../server/db/client';
import { recordsPublishing } from '../server/db/prepare-rules';
import { recordPublished } from '../server/publishing/publish-state';

/** Where a build leaves its snapshot time between onPostBuild and the adapter's last step. */
export const PUBLISH_RECORD = '.cache/shop-publish-snapshot.json';

/**
 * onPostBuild runs before the adapter writes public/_headers and _redirects (and the
 * Content-Security-Policy into them), and gatsby-node and gatsby-config are bundled apart, so
 * the snapshot time crosses over as a file. Recording it in onPostBuild cleared the admin's
 * "site is stale" while the site still lacked its headers: a local server reloading
 * _headers served pages without their policy in between.
 */
export async function saveSnapshotTime(takenAt: Date, file = PUBLISH_RECORD): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify({ takenAt: takenAt.toISOString() }));
}

/** The build is complete: the saved snapshot is published. False when none was saved. */
export async function recordSavedSnapshot(db: Db, file = PUBLISH_RECORD): Promise<boolean> {
  const saved = await readFile(file, 'utf8').catch(() => null);
  if (saved === null) return false;
  const { takenAt } = JSON.parse(saved) as { takenAt: string };
  await recordPublished(db, new Date(takenAt));
  await rm(file, { force: true });
  return true;
}

/** recordSavedSnapshot on the build's own database, closed after so the build can end. */
export async function publishSavedSnapshot(file = PUBLISH_RECORD): Promise<boolean> {
  if (!existsSync(file) || !recordsPublishing(process.env)) return false;
  try {
    return await recordSavedSnapshot(await getDb(), file);
  } finally {
    await closeDb();
  }
}
