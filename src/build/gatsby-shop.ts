import type { Actions, SourceNodesArgs } from 'gatsby';
import { getDb } from '../server/db/client';
import { shopPages } from './create-shop-pages';
import { loadShop, type ShopSnapshot } from './load-shop';

let snapshot: Promise<ShopSnapshot> | undefined;

/** One read of the database per build, shared by the layout node and the pages. */
export function shopSnapshot(): Promise<ShopSnapshot> {
  snapshot ??= getDb().then(loadShop);
  return snapshot;
}

/** The layout's data as one node, read by useShopSnapshot (src/components/site). */
export async function shopSnapshotNode({
  actions,
  createNodeId,
  createContentDigest,
}: SourceNodesArgs): Promise<void> {
  const { defaults, seo } = await shopSnapshot();
  const json = JSON.stringify({ defaults, seo });
  actions.createNode({
    id: createNodeId('shop-snapshot'),
    json,
    internal: { type: 'ShopSnapshot', contentDigest: createContentDigest(json) },
  });
}

export async function createShopPages(createPage: Actions['createPage']): Promise<void> {
  for (const page of shopPages(await shopSnapshot())) createPage(page);
}
