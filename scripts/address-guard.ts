import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './free-port';
import { projectRoot } from '../src/server/config/paths';
import { badAddressPage } from '../src/tools/address-guard/bad-address-page';
import { startAddressGuard } from '../src/tools/address-guard/address-guard';
import { pipeRedacted } from '../src/tools/address-guard/redacted-output';

/**
 * `address-guard.ts <public port> <netlify> <args...>`: runs netlify dev on a free internal
 * port behind the address guard on the public one, and lives exactly as long as netlify dev
 * does, so callers keep one child to watch and to stop (scripts/netlify-dev.ts). The guard
 * also serves the built site's caching headers and compression as Netlify's CDN does.
 */
async function main(): Promise<void> {
  const [publicPort, command, ...args] = process.argv.slice(2);
  if (!publicPort || !command) throw new Error('usage: address-guard <port> <command> [args...]');
  const targetPort = await freePort();
  // netlify dev's --dir is the built site (npm run serve, the browser tests, the benches).
  const dir = args.indexOf('--dir');
  const guard = await startAddressGuard({
    port: Number(publicPort),
    targetPort,
    page: badAddressPage(path.join(projectRoot(), 'src/locales')),
    publicDir: dir === -1 ? undefined : args[dir + 1],
  });
  // netlify dev's static server (--dir) would take 3999, or fail when another checkout's run
  // holds it on 127.0.0.1 (its own check of the port looks elsewhere): a free one of its own.
  const staticPort = dir === -1 ? [] : ['--staticServerPort', String(await freePort())];
  const child = spawn(command, [...args, ...staticPort, '--port', String(targetPort)], {
    stdio: ['inherit', 'pipe', 'pipe'],
  });
  pipeRedacted(child.stdout, process.stdout);
  pipeRedacted(child.stderr, process.stderr);
  console.log(`address guard: http://localhost:${guard.port} -> netlify dev on :${targetPort}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (child.exitCode === null) child.kill(signal);
    });
  }
  child.on('exit', (code, signal) => {
    void guard.close().finally(() => process.exit(code ?? (signal ? 1 : 0)));
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
