import { apiDocument } from '../src/server/api/api-routes';

/*
 * Prints /api/openapi.json as the app builds it, without a database or a server. Moving a
 * domain's routes to declarations must not change a byte of it: print it before and after
 * (`npx tsx scripts/openapi-print.ts > before.json`) and compare with `cmp`.
 */
process.stdout.write(`${JSON.stringify(apiDocument(), null, 2)}\n`);
