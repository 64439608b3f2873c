import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * Issue 20's server conventions (docs/decisions.md, "Issue 20: server conventions"):
 * - only the HTTP edge imports http/: files in it and the <name>-routes.ts files; services
 *   throw core/domain-error.ts's DomainError and take plain values, never the request;
 * - a router lives in a file named <name>-routes.ts;
 * - Tx and DbOrTx come from db/transaction.ts, a table's row type from db/rows.ts; a narrower
 *   row type a domain derives stays in that domain.
 */

const serverDir = import.meta.dirname;

interface Source {
  /** Relative to src/server, with forward slashes: `cart/cart-store.ts`. */
  file: string;
  text: string;
}

function serverSources(): Source[] {
  return readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'))
    .map((file) => ({
      file: file.split(path.sep).join('/'),
      text: readFileSync(path.join(serverDir, file), 'utf8'),
    }));
}

/** The folder a file belongs to: its first folder, or two for admin's (`admin/orders`). */
function domainOf(file: string): string {
  const parts = file.split('/').slice(0, -1);
  return parts[0] === 'admin' && parts.length > 1 ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
}

/** An import's path relative to src/server (`db/transaction`), or undefined for a package's. */
function resolved(file: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
}

const isHttpEdge = (file: string) =>
  file.startsWith('http/') || file.startsWith('api/') || file.endsWith('-routes.ts');

/** Every import (static, type-only, re-export or dynamic) of http/ from outside it. */
function httpImports(sources: readonly Source[]): string[] {
  return sources
    .filter(({ file }) => !file.startsWith('http/'))
    .flatMap(({ file, text }) =>
      ts
        .preProcessFile(text, true, true)
        .importedFiles.map(({ fileName }) => fileName)
        .filter((fileName) => resolved(file, fileName)?.startsWith('http/'))
        .map((fileName) => `${file} -> ${fileName}`),
    );
}

const httpImportsOutsideEdge = (sources: readonly Source[]) =>
  httpImports(sources).filter((found) => !isHttpEdge(found.split(' -> ')[0] ?? ''));

/** Files that make a Hono router without being named for it. */
function routersOutsideRouteFiles(sources: readonly Source[]): string[] {
  return sources
    .filter(({ file, text }) => !isHttpEdge(file) && /\bnew Hono\b/.test(text))
    .map(({ file }) => file);
}

interface NamedImport {
  file: string;
  name: string;
  /** Relative to src/server, without extension. */
  from: string;
}

interface TypeAlias {
  file: string;
  name: string;
  type: string;
}

function parsed({ file, text }: Source) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const imports: NamedImport[] = [];
  const aliases: TypeAlias[] = [];
  for (const statement of source.statements) {
    if (ts.isTypeAliasDeclaration(statement)) {
      aliases.push({ file, name: statement.name.text, type: statement.type.getText(source) });
      continue;
    }
    const bindings = ts.isImportDeclaration(statement)
      ? statement.importClause?.namedBindings
      : ts.isExportDeclaration(statement)
        ? statement.exportClause
        : undefined;
    const specifier = (statement as ts.ImportDeclaration | ts.ExportDeclaration).moduleSpecifier;
    if (!bindings || !specifier || !ts.isStringLiteral(specifier)) continue;
    const from = resolved(file, specifier.text);
    if (!from || ts.isNamespaceImport(bindings) || ts.isNamespaceExport(bindings)) continue;
    for (const element of bindings.elements) {
      imports.push({ file, name: (element.propertyName ?? element.name).text, from });
    }
  }
  return { imports, aliases };
}

const TRANSACTION_TYPES = new Set(['Tx', 'DbOrTx']);
const TABLE_ROW = /^typeof \w+\.\$infer(Select|Insert)$/;
const DERIVED_ROW = /\$infer(Select|Insert)/;

/**
 * Where a transaction or row type is declared or taken against the convention: Tx/DbOrTx
 * declared or imported anywhere but db/transaction, a table's row type declared outside db/,
 * and a row type a domain derived taken by another domain.
 */
function sharedTypeProblems(sources: readonly Source[]): string[] {
  const all = sources.map(parsed);
  const aliases = all.flatMap(({ aliases }) => aliases);
  const derived = new Set(
    aliases
      .filter(({ type }) => DERIVED_ROW.test(type))
      .map(({ file, name }) => `${file.replace(/\.tsx?$/, '')}#${name}`),
  );
  const declared = aliases.flatMap(({ file, name, type }) => {
    if (TRANSACTION_TYPES.has(name) && file !== 'db/transaction.ts') {
      return [`${file} declares ${name}: import it from db/transaction`];
    }
    if (TABLE_ROW.test(type) && !file.startsWith('db/')) {
      return [`${file} declares ${name} = ${type}: take it from db/rows`];
    }
    return [];
  });
  const taken = all
    .flatMap(({ imports }) => imports)
    .flatMap(({ file, name, from }) => {
      if (TRANSACTION_TYPES.has(name) && from !== 'db/transaction') {
        return [`${file} takes ${name} from ${from}: take it from db/transaction`];
      }
      const fromOtherDomain = domainOf(`${from}.ts`) !== domainOf(file);
      if (fromOtherDomain && derived.has(`${from}#${name}`) && !from.startsWith('db/')) {
        return [`${file} takes the row type ${name} from ${from}, another domain's folder`];
      }
      return [];
    });
  return [...declared, ...taken];
}

describe('server conventions', () => {
  const sources = serverSources();

  it('reads the tree: route files import http/, db/ declares the shared types', () => {
    expect(httpImports(sources)).toContain('cart/cart-routes.ts -> ../http/route/define-route');
    expect(sources.map(({ file }) => file)).toEqual(
      expect.arrayContaining(['db/rows.ts', 'db/transaction.ts']),
    );
  });

  it('only http/ and -routes.ts files import http/', () => {
    expect(httpImportsOutsideEdge(sources)).toEqual([]);
  });

  it('every router is in a -routes.ts file', () => {
    expect(routersOutsideRouteFiles(sources)).toEqual([]);
  });

  it('Tx, DbOrTx and table rows come from db/, and no domain takes another’s row type', () => {
    expect(sharedTypeProblems(sources)).toEqual([]);
  });
});

describe('the convention checks', () => {
  const source = (file: string, text: string): Source => ({ file, text });

  it('tell a service importing http/ from a route file doing so', () => {
    const imports = [
      source('cart/cart-service.ts', "import type { AuthUser } from '../http/env';"),
      source('cart/cart-routes.ts', "import { parseBody } from '../http/validate';"),
      source('http/app.ts', "import { cartRoutes } from '../cart/cart-routes';"),
      source('payments/pay.ts', "const m = await import('../http/auth');"),
      source('admin/orders/x.ts', "export { parseBody } from '../../http/validate';"),
    ];
    expect(httpImportsOutsideEdge(imports)).toEqual([
      'cart/cart-service.ts -> ../http/env',
      'payments/pay.ts -> ../http/auth',
      'admin/orders/x.ts -> ../../http/validate',
    ]);
  });

  it('find a router in a file not named for it', () => {
    const files = [
      source('contact/routes.ts', 'export const r = new Hono<AppEnv>();'),
      source('contact/contact-routes.ts', 'export const r = new Hono<AppEnv>();'),
    ];
    expect(routersOutsideRouteFiles(files)).toEqual(['contact/routes.ts']);
  });

  it('find Tx and row types declared or taken against the convention', () => {
    const files = [
      source('db/transaction.ts', 'export type Tx = X;\nexport type DbOrTx = Db | Tx;'),
      source('db/rows.ts', 'export type OrderRow = typeof orders.$inferSelect;'),
      source(
        'cart/cart-store.ts',
        'export type Tx = X;\nexport type Line = typeof items.$inferSelect;',
      ),
      source(
        'cart/cart-lines.ts',
        "import type { Lines } from './cart-lines-store';\nimport { type OrderRow } from '../db/rows';",
      ),
      source(
        'cart/cart-lines-store.ts',
        'export type Lines = Pick<typeof items.$inferSelect, "id">;',
      ),
      source('orders/order-mails.ts', "import type { Lines } from '../cart/cart-lines-store';"),
      source('admin/orders/a.ts', "import type { Tx } from '../reference/reference-resource';"),
      source('admin/orders/b.ts', "import type { Tx } from '../../db/transaction';"),
    ];
    expect(sharedTypeProblems(files)).toEqual([
      'cart/cart-store.ts declares Tx: import it from db/transaction',
      'cart/cart-store.ts declares Line = typeof items.$inferSelect: take it from db/rows',
      "orders/order-mails.ts takes the row type Lines from cart/cart-lines-store, another domain's folder",
      'admin/orders/a.ts takes Tx from admin/reference/reference-resource: take it from db/transaction',
    ]);
  });

  it('count admin/<folder> as a domain of its own', () => {
    expect(domainOf('admin/orders/locked-order.ts')).toBe('admin/orders');
    expect(domainOf('cart/cart-store.ts')).toBe('cart');
    expect(domainOf('conventions.test.ts')).toBe('');
  });
});
