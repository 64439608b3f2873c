import { isContentLanguage } from '../../core/routes/languages';
import type { SeoPages } from '../../core/site/shop-data';
import type { Db } from '../db/client';
import { seoPages } from '../db/schema';

/** Every page key's title and meta texts, keyed for the static build's page heads. */
export async function listSeoPages(db: Db): Promise<SeoPages> {
  const rows = await db.select().from(seoPages);
  const pages: SeoPages = {};
  for (const row of rows) {
    const empty = { title: '', metaDescr: '', keywords: '' };
    const entry = (pages[row.pageKey] ??= { eng: { ...empty }, ita: { ...empty } });
    if (isContentLanguage(row.lng)) {
      entry[row.lng] = { title: row.title, metaDescr: row.metaDescr, keywords: row.keywords };
    }
  }
  return pages;
}
