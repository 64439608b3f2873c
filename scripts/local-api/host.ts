import path from 'node:path';
import { parseArgs } from 'node:util';
import { startFunctionsHost } from './functions-host';
import { functionsFromBundles, functionsFromSource } from './load-functions';

/**
 * The local functions host as a process of its own (started by local-api.ts):
 *   tsx scripts/local-api/host.ts --bundles .netlify/functions --port 0 [--parent PID]
 *   tsx watch scripts/local-api/host.ts --source functions --port 8889 [--parent PID]
 * Prints one JSON line, {"url", "functions": [{ "pattern", "preferStatic" }]}, once it listens.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      bundles: { type: 'string' },
      source: { type: 'string' },
      port: { type: 'string', default: '0' },
      parent: { type: 'string' },
    },
  });
  const loaded = values.bundles
    ? await functionsFromBundles(path.resolve(values.bundles))
    : values.source
      ? await functionsFromSource(path.resolve(values.source))
      : undefined;
  if (!loaded) throw new Error('host.ts needs --bundles DIR or --source DIR');
  const host = await startFunctionsHost(loaded.functions, Number(values.port));
  const stop = () => {
    void host.stop().finally(() => {
      loaded.dispose();
      process.exit(0);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // The process that started the host may end without stopping it (killed, crashed): the host
  // then ends too, rather than keep a port and a database pool open.
  const parent = Number(values.parent);
  if (parent > 0) {
    setInterval(() => {
      try {
        process.kill(parent, 0);
      } catch {
        stop();
      }
    }, 1000).unref();
  }
  const functions = loaded.functions.map(({ pattern, preferStatic }) => ({
    pattern,
    preferStatic,
  }));
  process.stdout.write(`${JSON.stringify({ url: host.url, functions })}\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
