import packageJson from '../../../package.json';
import { buildOpenApiDocument, type OpenApiDocument } from '../http/openapi/build-document';
import type { DeclaredRoute } from '../http/route/define-route';
import { routeTable } from './route-table';

const DESCRIPTION = [
  'The Borse shop’s API: one JSON call per path under /api. Money is integer cents (12900 is',
  '€129.00). Refusals are { code, message, fields? }: 400 for bad input (with the field named),',
  '401 without a valid token, 403 when the caller may not, 404, and never a stack trace.',
  'Generated from the zod schemas the routes validate with; answers without a schema are',
  'described by their top-level keys (docs/api-accounts.md, api-checkout.md and api-admin.md',
  'give the shapes). Pictures are served outside this description, at /images/{key}.',
].join(' ');

const built = new WeakMap<readonly DeclaredRoute[], OpenApiDocument>();

/** Built once per function instance: the table and the schemas do not change while it runs. */
export function openApiDocument(routes: readonly DeclaredRoute[]): OpenApiDocument {
  let document = built.get(routes);
  if (!document) {
    document = buildOpenApiDocument(routeTable(routes), {
      title: 'Borse shop API',
      version: packageJson.version,
      description: DESCRIPTION,
    });
    built.set(routes, document);
  }
  return document;
}
