import type { Actions, SourceNodesArgs } from 'gatsby';
import { getDb } from '../server/db/client';
import { recordsPublishing } from '../server/db/prepare-rules';
import {
  databaseNow,
  recordBuildStarted,
  recordPublished,
} from '../server/publishing/publish-state';
import { siteLook } from '../core/site/site-look';
import { saveSnapshotTime } from './publish-record';
import { shopPages } from './create-shop-pages';
import { loadShop, type ShopSnapshot } from './load-shop';

interface TakenSnapshot {
  shop: ShopSnapshot;
  /** The database's time just before the read: every change saved after it is not built. */
  takenAt: Date;
}

let snapshot: Promise<TakenSnapshot> | undefined;

async function takeSnapshot(): Promise<TakenSnapshot> {
  const db = await getDb();
  const takenAt = await databaseNow(db);
  // Not a failure of the build: the admin's banner only says "building" a little less.
  if (recordsPublishing(process.env)) {
    await recordBuildStarted(db, takenAt).catch((err: unknown) =>
      console.warn('could not record the build start:', err instanceof Error ? err.message : err),
    );
  }
  return { takenAt, shop: await loadShop(db) };
}

/** One read of the database per build, shared by the layout node and the pages. */
export function shopSnapshot(): Promise<ShopSnapshot> {
  snapshot ??= takeSnapshot();
  return snapshot.then(({ shop }) => shop);
}

/** The pages are written: the adapter records the snapshot once the headers are too. */
export async function saveSnapshotForPublish(): Promise<void> {
  if (!snapshot) return;
  await saveSnapshotTime((await snapshot).takenAt);
}

/** `gatsby develop` has recreated its pages: the admin's "site is stale" clears up to them. */
async function recordSnapshotPublished(): Promise<void> {
  if (!snapshot) return;
  const { takenAt } = await snapshot;
  await recordPublished(await getDb(), takenAt);
}

/**
 * The layout's data as one node, read by useShopSnapshot (src/components/site). Sourcing starts
 * a build and every `gatsby develop` refresh (POST /__refresh), so it reads the database anew
 * and the pages created after it see the same, current data.
 */
export async function shopSnapshotNode({
  actions,
  createNodeId,
  createContentDigest,
}: SourceNodesArgs): Promise<void> {
  snapshot = takeSnapshot();
  const { defaults, seo } = await shopSnapshot();
  // The published colours' look is computed here, so pages hydrate without the contrast math.
  const json = JSON.stringify({ defaults, seo, look: siteLook(defaults.site.colors) });
  actions.createNode({
    id: createNodeId('shop-snapshot'),
    json,
    internal: { type: 'ShopSnapshot', contentDigest: createContentDigest(json) },
  });
}

export async function createShopPages(createPage: Actions['createPage']): Promise<void> {
  for (const page of shopPages(await shopSnapshot())) createPage(page);
  // gatsby develop never reaches onPostBuild: its pages show the new data once created.
  if (process.env.gatsby_executing_command === 'develop') await recordSnapshotPublished();
}
