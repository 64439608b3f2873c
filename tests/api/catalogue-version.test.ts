import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentCatalogueVersion,
  readCatalogueVersion,
} from '../../src/server/catalogue/catalogue-version';
import type { Db } from '../../src/server/db/client';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * The catalogue token (migration 0009) that tells a process whether its kept product lists
 * still hold: renewed by the commit of any transaction that wrote a table the list reads.
 */
let d: TestDatabase;
let client: pg.Client;

beforeAll(async () => {
  d = await createTestDatabase();
  client = new pg.Client({ connectionString: d.url });
  await client.connect();
});
afterAll(async () => {
  await client.end();
  await d.drop();
});

const token = () => readCatalogueVersion(d.db);

async function one<T>(sql: string): Promise<T> {
  const { rows } = await client.query(sql);
  return Object.values(rows[0] as Record<string, T>)[0] as T;
}

/** A statement that changes nothing a shopper sees but still writes a row of the table. */
const TOUCH: Record<string, string> = {
  products: `update products set updated_at = updated_at where sku = (select min(sku) from products)`,
  product_sub_categories: `delete from product_sub_categories where ctid = (select min(ctid) from product_sub_categories)`,
  product_colors: `delete from product_colors where ctid = (select min(ctid) from product_colors)`,
  product_styles: `delete from product_styles where ctid = (select min(ctid) from product_styles)`,
  brands: `update brands set sort = sort where id = (select min(id) from brands)`,
  categories: `update categories set sort = sort where id = (select min(id) from categories)`,
  category_subs: `update category_subs set sort = sort where id = (select min(id) from category_subs)`,
  category_brands: `delete from category_brands where ctid = (select min(ctid) from category_brands)`,
  colors: `insert into colors (name) values ('Zz Token Colour ' || gen_random_uuid())`,
  styles: `insert into styles (name) values ('Zz Token Style ' || gen_random_uuid())`,
};

describe('the catalogue token (catalogue_changed)', () => {
  it('is renewed by a write to every table the product list reads', async () => {
    for (const [table, statement] of Object.entries(TOUCH)) {
      const before = await token();
      const { rowCount } = await client.query(statement);
      expect(rowCount, `${table}: the statement wrote no row`).toBeGreaterThan(0);
      expect(await token(), table).not.toBe(before);
    }
  });

  it('stays when other tables change, and when a catalogue write is rolled back', async () => {
    const before = await token();
    await client.query(`update suppliers set name = name`);
    await client.query(`update customers set updated_at = updated_at`);
    await client.query('begin');
    await client.query(`update products set in_stock = in_stock + 1`);
    await client.query('rollback');
    expect(await token()).toBe(before);
  });

  it('changes when the transaction commits, once, and not before for anyone else', async () => {
    const before = await token();
    await client.query('begin');
    await client.query(`update products set in_stock = in_stock + 1`);
    await client.query(`update brands set sort = sort`);
    // Deferred to the commit: inside the transaction nothing was renewed yet either.
    expect(await one<string>('select version from catalogue_version')).toBe(before);
    expect(await token()).toBe(before);
    await client.query('commit');
    const after = await token();
    expect(after).not.toBe(before);
    expect(await one<string>('select version from catalogue_version')).toBe(after);
    expect(await one<string>('select count(*)::text from catalogue_version')).toBe('1');
  });

  it('is renewed by a TRUNCATE of a catalogue table (catalogue_truncated)', async () => {
    const before = await one<string>('select version from catalogue_version');
    await client.query('begin');
    await client.query('truncate category_brands');
    const inside = await one<string>('select version from catalogue_version');
    await client.query('rollback');
    expect(inside).not.toBe(before);
  });

  it('lets two orders taking stock product by product in crossed order both commit', async () => {
    // Two products, two connections: A takes X then waits for Y, which B holds. Were the token
    // row locked when a statement ran (not at commit), B would wait for A's token lock while A
    // waits for B's product: a deadlock. The lock timeout turns such a wait into an error.
    const { rows } = await client.query<{ id: string }>(
      `select id from products order by sku limit 2`,
    );
    const [x, y] = rows.map((r) => r.id);
    const a = new pg.Client({ connectionString: d.url });
    const b = new pg.Client({ connectionString: d.url });
    await a.connect();
    await b.connect();
    try {
      const before = await token();
      for (const c of [a, b]) {
        await c.query(`set lock_timeout = '5s'`);
        await c.query('begin');
      }
      await a.query(`update products set in_stock = in_stock + 1 where id = $1`, [x]);
      await b.query(`update products set in_stock = in_stock + 1 where id = $1`, [y]);
      const aTakesY = a.query(`update products set in_stock = in_stock + 1 where id = $1`, [y]);
      await b.query('commit');
      await aTakesY;
      await a.query('commit');
      expect(await token()).not.toBe(before);
    } finally {
      await a.end();
      await b.end();
    }
  });
});

/** One read of the gated pool below: done in the database, then held until released. */
interface HeldRead {
  queried: Promise<void>;
  release: () => void;
}

/**
 * A pool whose queries run at once but answer only when the test releases them, so a commit
 * can fall between a read's query and its answer, as it can under load.
 */
function gatedPool(): { db: Db; reads: HeldRead[] } {
  const reads: HeldRead[] = [];
  const query = async (text: string) => {
    let queried!: () => void;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    reads.push({ queried: new Promise<void>((resolve) => (queried = resolve)), release });
    const result = await d.db.$client.query(text);
    queried();
    await held;
    return result;
  };
  return { db: { $client: { query } } as unknown as Db, reads };
}

describe('shared reads of the token', () => {
  it('give callers who come during a read the next read, one for all of them', async () => {
    const { db, reads } = gatedPool();
    const before = await token();
    const first = currentCatalogueVersion(db);
    expect(reads).toHaveLength(1);
    await reads[0]!.queried;
    await client.query(`update brands set sort = sort`);
    const after = await token();
    expect(after).not.toBe(before);

    // The read under way began before that commit: these callers must not get its answer.
    const later = [1, 2, 3].map(() => currentCatalogueVersion(db));
    expect(reads).toHaveLength(1);
    reads[0]!.release();
    expect(await first).toBe(before);
    await Promise.resolve();
    expect(reads).toHaveLength(2);
    await reads[1]!.queried;
    reads[1]!.release();
    expect(await Promise.all(later)).toEqual([after, after, after]);

    // Nothing under way: a caller starts its own read.
    const alone = currentCatalogueVersion(db);
    expect(reads).toHaveLength(3);
    reads[2]!.release();
    expect(await alone).toBe(after);
  });
});
