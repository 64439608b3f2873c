import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * Issue 29.2: the order has one home. Every write of an order's rows (the order, its lines,
 * its history, its parcels, its return requests) is made in src/server/orders/, through the
 * transitions of src/core/orders/; checkout, payments, the cart, admin and account call it. A
 * file elsewhere that writes one of these tables fails here (migrations are SQL, not scanned).
 */

const serverDir = import.meta.dirname;
const ROOM = 'orders/';

/** The order's tables: drizzle's names and PostgreSQL's. */
const ORDER_TABLES: Readonly<Record<string, string>> = {
  orders: 'orders',
  orderItems: 'order_items',
  orderEvents: 'order_events',
  shipments: 'shipments',
  returns: 'returns',
};
const DRIZZLE_WRITES = new Set(['insert', 'update', 'delete']);
/** db/delete-in-batches.ts deletes from the table it is handed. */
const TABLE_WRITERS = new Set(['deleteInBatches']);

const names = Object.keys(ORDER_TABLES).join('|');
const sqlNames = Object.values(ORDER_TABLES).join('|');
/** SQL that writes a table, named plainly or interpolated (`update ${orders}`). */
const SQL_WRITE = new RegExp(
  `\\b(?:update|insert\\s+into|delete\\s+from)\\s+(?:"?(${sqlNames})"?(?![\\w$])|\\$\\{\\s*(${names})\\s*\\})`,
  'gi',
);

interface OrderWrite {
  /** Relative to src/server, with forward slashes. */
  file: string;
  /** The drizzle name of the table written. */
  table: string;
  line: number;
}

const tableOf = (node: ts.Node | undefined): string | undefined =>
  node && ts.isIdentifier(node) && Object.hasOwn(ORDER_TABLES, node.text) ? node.text : undefined;

const sqlTableOf = (match: RegExpExecArray): string | undefined =>
  match[2] ??
  Object.keys(ORDER_TABLES).find((name) => ORDER_TABLES[name] === match[1]?.toLowerCase());

/** The table a call writes: `tx.update(orders)`, `deleteInBatches(db, orders, …)`. */
function calledWrite(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isPropertyAccessExpression(callee) && DRIZZLE_WRITES.has(callee.name.text)) {
    return tableOf(call.arguments[0]);
  }
  if (ts.isIdentifier(callee) && TABLE_WRITERS.has(callee.text)) {
    return call.arguments.map(tableOf).find((table) => table !== undefined);
  }
  return undefined;
}

const isSqlText = (node: ts.Node) =>
  ts.isStringLiteral(node) ||
  ts.isNoSubstitutionTemplateLiteral(node) ||
  ts.isTemplateExpression(node);

/** Every write of an order's table in one source: drizzle calls and SQL text, never comments. */
function orderWritesIn(file: string, text: string): OrderWrite[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: OrderWrite[] = [];
  const add = (table: string, at: number) =>
    found.push({ file, table, line: source.getLineAndCharacterOfPosition(at).line + 1 });
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const table = calledWrite(node);
      if (table) add(table, node.getStart(source));
    }
    if (isSqlText(node)) {
      for (const match of node.getText(source).matchAll(SQL_WRITE)) {
        const table = sqlTableOf(match);
        if (table) add(table, node.getStart(source));
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function serverWrites(): OrderWrite[] {
  return readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'))
    .flatMap((file) =>
      orderWritesIn(
        file.split(path.sep).join('/'),
        readFileSync(path.join(serverDir, file), 'utf8'),
      ),
    );
}

describe("the order's rows", () => {
  const writes = serverWrites();

  it('are written in src/server/orders/, each table of the order there', () => {
    const tablesInRoom = new Set(
      writes.filter(({ file }) => file.startsWith(ROOM)).map(({ table }) => table),
    );
    expect([...tablesInRoom].sort()).toEqual(Object.keys(ORDER_TABLES).sort());
  });

  it('are written by no file outside src/server/orders/', () => {
    const outside = writes
      .filter(({ file }) => !file.startsWith(ROOM))
      .map(({ file, table, line }) => `${file}:${line} writes ${table}`);
    expect(outside).toEqual([]);
  });

  it('are told from reads, from other tables and from comments by the scan', () => {
    const tables = (text: string) => orderWritesIn('x.ts', text).map(({ table }) => table);
    expect(tables('await tx.update(orders).set({ status: "Z" });')).toEqual(['orders']);
    expect(tables('await tx\n  .delete(orderItems)\n  .where(w);')).toEqual(['orderItems']);
    expect(tables('db.insert(orderEvents).values(v); db.insert(returns).values(r);')).toEqual([
      'orderEvents',
      'returns',
    ]);
    expect(tables('db.execute(sql`update ${shipments} set x = 1`);')).toEqual(['shipments']);
    expect(tables("client.query('UPDATE orders SET status = $1');")).toEqual(['orders']);
    expect(tables('sql`insert into "order_items" (id) values (1)`;')).toEqual(['orderItems']);
    expect(tables('await deleteInBatches(db, orders, victims, limits);')).toEqual(['orders']);
    expect(tables('tx.select().from(orders).where(eq(orders.id, id)).for("update");')).toEqual([]);
    expect(tables('tx.update(payments).set(v); sql`update orders_archive set x = 1`;')).toEqual([]);
    expect(tables('// tx.update(orders) once lived here\nconst a = 1;')).toEqual([]);
  });
});
