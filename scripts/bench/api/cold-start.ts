import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { bundleFunctions, readManifest, unpackBundle } from '../../functions-bundle';
import { percentile } from '../checkout-latency';

const run = promisify(execFile);

export interface ColdStartResult {
  /** What was built: the shop's API function, or one of the comparisons. */
  name: string;
  /** The bundled entry file, as Netlify runs it. */
  entryBytes: number;
  samples: number;
  /** Median over fresh processes: `import()` of the entry. */
  importMs: number;
  /** Median: import, then the first `products?rows=1000`, the database pool's connect included. */
  firstAnswerMs: number;
  answerBytes: number;
}

/** What a build is made from: a folder of functions, as functions/ is. */
interface Candidate {
  name: string;
  source: string;
}

const HERE = path.join(process.cwd(), 'scripts/bench/api');

export const CANDIDATES: Candidate[] = [
  { name: 'shop API (functions/api.mts)', source: path.join(process.cwd(), 'functions') },
  // The split the issue asks about: a function for the public reads alone imports at least this.
  { name: 'public reads only (split candidate)', source: path.join(HERE, 'public-reads') },
  { name: 'floor: Hono + pg', source: path.join(HERE, 'floor') },
];

async function coldStart(entry: string, env: NodeJS.ProcessEnv) {
  const { stdout } = await run(
    process.execPath,
    [path.join(HERE, 'cold-child.mjs'), entry, 'http://localhost/api/products?rows=1000'],
    { env, maxBuffer: 1 << 20 },
  );
  const line = stdout.trim().split('\n').pop() ?? '';
  const result = JSON.parse(line) as {
    importMs: number;
    firstAnswerMs: number;
    status: number;
    bytes: number;
  };
  if (result.status !== 200) throw new Error(`${entry}: products answered ${result.status}`);
  return result;
}

/**
 * Each candidate built as `npm run build` and Netlify build it (one file per function, then
 * zip-it-and-ship-it with netlify.toml's settings), unpacked away from node_modules, then
 * started `samples` times in a fresh Node process (after one unmeasured start that fills the
 * file cache, as a warm disk on Netlify would be).
 */
export async function benchColdStart(
  databaseUrl: string,
  samples: number,
  log: (line: string) => void,
): Promise<ColdStartResult[]> {
  const work = path.join(process.cwd(), '.netlify/bench');
  const scratch = mkdtempSync(path.join(tmpdir(), 'borse-cold-'));
  const env = { ...process.env, DATABASE_URL: databaseUrl };
  const results: ColdStartResult[] = [];
  try {
    for (const [i, candidate] of CANDIDATES.entries()) {
      log(`cold start: building ${candidate.name}…`);
      const out = await bundleFunctions({
        source: candidate.source,
        entries: path.join(work, `entries-${i}`),
        out: path.join(work, `functions-${i}`),
      });
      const fn = readManifest(out).find((f) => f.name === 'api');
      if (!fn) throw new Error(`${candidate.name}: no api function was bundled`);
      const entry = unpackBundle(fn, path.join(scratch, String(i)));
      await coldStart(entry, env);
      const runs = [];
      for (let n = 0; n < samples; n += 1) runs.push(await coldStart(entry, env));
      const median = (values: number[]) =>
        percentile(
          [...values].sort((a, b) => a - b),
          50,
        );
      results.push({
        name: candidate.name,
        entryBytes: statSync(entry).size,
        samples,
        importMs: median(runs.map((r) => r.importMs)),
        firstAnswerMs: median(runs.map((r) => r.firstAnswerMs)),
        answerBytes: runs[0]?.bytes ?? 0,
      });
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  }
  return results;
}
