import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { _ } from 'ajv';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import standaloneCode from 'ajv/dist/standalone';
import addFormats from 'ajv-formats';

/*
 * Compiling one of the document's answer schemas costs ajv ~100 ms (they are large: zod inlines
 * every shared part), and every API test file is its own module world: the same few dozen
 * schemas were compiled again in each of ~100 files (~30 s of the suite). Each schema's
 * validator is compiled once into a module ajv can write ("standalone code"), kept under
 * node_modules/.cache by the hash of the schema and these options, and loaded from there.
 */

/** Bumped when the options below change, so validators compiled under others are not reused. */
const OPTIONS_VERSION = 'allErrors,strict:false,fullFormats,2020:1';
const CACHE_DIR = path.resolve(__dirname, '../../node_modules/.cache/answer-check');
const load = createRequire(path.join(CACHE_DIR, 'index.js'));

let ajv: Ajv2020 | undefined;

function compiler(): Ajv2020 {
  if (!ajv) {
    ajv = new Ajv2020({
      allErrors: true,
      strict: false,
      code: { source: true, formats: _`require("ajv-formats/dist/formats").fullFormats` },
    });
    addFormats(ajv);
  }
  return ajv;
}

/** The validator of `schema`: from the cache when compiled before, in this run or an earlier. */
export function cachedValidator(schema: Record<string, unknown>): ValidateFunction {
  const key = createHash('sha256')
    .update(OPTIONS_VERSION)
    .update(JSON.stringify(schema))
    .digest('hex')
    .slice(0, 32);
  const file = path.join(CACHE_DIR, `${key}.js`);
  if (existsSync(file)) return load(file) as ValidateFunction;
  const validate = compiler().compile(schema);
  mkdirSync(CACHE_DIR, { recursive: true });
  // Written aside and renamed: another worker may be reading or writing the same schema.
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, standaloneCode(compiler(), validate));
  renameSync(partial, file);
  return validate;
}
