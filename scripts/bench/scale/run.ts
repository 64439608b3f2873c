import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { envNumber } from '../../../src/server/config/env-number';
import { createDb } from '../../../src/server/db/client';
import { timeBuild, type BuildTiming } from '../build-time';
import {
  addProduct,
  changePriceAndItalianName,
  changeSiteSetting,
  deleteProduct,
  type CatalogueChange,
} from '../catalogue-changes';
import { countCatalogue, generateProducts } from '../generate-products';
import { handleInterrupts } from '../interrupt';
import { siteEnv } from '../site-env';
import { scoped, withDatabase } from '../throwaway-database';
import { createWorkspace } from '../workspace';

/**
 * npm run bench:scale — what a Publish costs at scale: a cold build of a generated catalogue
 * (BENCH_SCALE_PRODUCTS active products, default 20,000, at least the sample shop; copies of the seeded ones, as
 * bench:search makes them), then a republish over that build after each of (a) one product's
 * price and Italian name, (b) one product added, (c) one product deleted, (d) a site setting
 * every page shows. Each line: wall time, peak resident memory of the build's processes, pages
 * Gatsby rendered, and the load average beside it (the machine may be shared). Written to
 * bench/results/scale.json too.
 */
const ROOT = process.cwd();
const RESULTS = path.join(ROOT, 'bench/results');

interface Step {
  step: string;
  timing: BuildTiming;
  /** One-minute load average when the build ended. */
  load: number;
}

const log = (line: string) => console.error(`[bench:scale] ${line}`);

const CHANGES: [
  string,
  (db: ReturnType<typeof createDb>, url: string) => Promise<CatalogueChange>,
][] = [
  ['republish, nothing changed', async () => ({})],
  ['(a) one price and Italian name', (db) => changePriceAndItalianName(db)],
  ['(b) one product added', (db, url) => addProduct(db, url)],
  ['(c) one product deleted', (db) => deleteProduct(db)],
  ['(d) a site setting on every page', (db) => changeSiteSetting(db)],
];

function row({ step, timing, load }: Step): string {
  return [
    step.padEnd(34),
    `${timing.seconds.toFixed(1)} s`.padStart(9),
    `${timing.peakRssMb} MB`.padStart(9),
    `${timing.renderedPages} rendered`.padStart(14),
    `${timing.deletedPages} deleted`.padStart(11),
    `${timing.htmlPages} html`.padStart(11),
    `load ${load.toFixed(1)}`.padStart(9),
  ].join(' ');
}

async function main(): Promise<void> {
  handleInterrupts();
  const target = envNumber('BENCH_SCALE_PRODUCTS', 20_000);
  mkdirSync(RESULTS, { recursive: true });
  const steps = await withDatabase('bench_scale', async (server) => {
    const products = await generateProducts(server.databaseUrl, target);
    log(`${products} active products (${await countCatalogue(server.databaseUrl)} published)`);
    const workspace = createWorkspace(ROOT);
    log(`building in ${workspace.dir}`);
    const env = siteEnv(server, workspace);
    const db = createDb(server.databaseUrl, 1);
    const done: Step[] = [];
    const build = async (step: string, cold: boolean) => {
      const file = path.join(RESULTS, `scale-${done.length}.log`);
      const timing = await timeBuild(workspace, env, file, { cold });
      done.push({ step, timing, load: loadavg()[0] ?? 0 });
      log(row(done.at(-1)!));
    };
    await scoped(
      async () => {
        await build(`cold build, ${products} products`, true);
        for (const [step, change] of CHANGES) {
          await change(db, server.databaseUrl);
          await build(step, false);
        }
      },
      async () => {
        await db.$client.end();
        workspace.remove();
      },
      workspace.remove,
    );
    return done;
  });
  const machine = `${cpus().length} CPUs, Node ${process.version}`;
  console.log(`Publish at scale (${machine}, ${new Date().toISOString()}):`);
  for (const step of steps) console.log(row(step));
  writeFileSync(
    path.join(RESULTS, 'scale.json'),
    JSON.stringify({ machine, at: new Date().toISOString(), steps }, null, 2),
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
