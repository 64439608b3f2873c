import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

export interface PgBouncer {
  /** The pooler's address for `database`, with the upstream's user and password. */
  urlFor: (database: string) => string;
  stop: () => Promise<void>;
}

export interface PgBouncerOptions {
  /** Server connections the pooler opens to PostgreSQL at most, for all its clients. */
  serverConnections: number;
}

/** Debian installs it in /usr/sbin, which is not on every user's PATH. */
function pgbouncerBinary(): string {
  const candidates = [process.env.PGBOUNCER_BIN, '/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'];
  const found = candidates.find((file): file is string => Boolean(file && existsSync(file)));
  if (!found) {
    throw new Error(
      'pgbouncer is not installed: `apt-get install pgbouncer` (Debian), or set PGBOUNCER_BIN',
    );
  }
  return found;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitForPort(port: number, child: ChildProcess, log: () => string): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited: ${log()}`);
    if (await accepts(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`pgbouncer did not listen on ${port}: ${log()}`);
}

/**
 * A real PgBouncer in transaction mode in front of `upstreamUrl`'s server, as hosted
 * PostgreSQL's pooled URLs are (Neon, Supabase): a client's connection gets a server
 * connection only for one transaction, so anything kept on a session between two
 * transactions (session advisory locks, SET, named prepared statements, LISTEN) breaks.
 */
export async function startPgBouncer(
  upstreamUrl: string,
  options: PgBouncerOptions,
): Promise<PgBouncer> {
  const upstream = new URL(upstreamUrl);
  const user = decodeURIComponent(upstream.username);
  const password = decodeURIComponent(upstream.password);
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-pgbouncer-'));
  // Run as root, pgbouncer must be told a user to become (-u), who then reads these files.
  chmodSync(dir, 0o755);
  const authFile = path.join(dir, 'userlist.txt');
  writeFileSync(authFile, `"${user}" "${password.replaceAll('"', '""')}"\n`, { mode: 0o644 });
  const ini = path.join(dir, 'pgbouncer.ini');
  writeFileSync(
    ini,
    [
      '[databases]',
      `* = host=${upstream.hostname} port=${upstream.port}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = scram-sha-256',
      `auth_file = ${authFile}`,
      'pool_mode = transaction',
      'max_client_conn = 5000',
      `default_pool_size = ${options.serverConnections}`,
      `max_db_connections = ${options.serverConnections}`,
      'reserve_pool_size = 0',
      // node-postgres sends none of these, other clients may.
      'ignore_startup_parameters = extra_float_digits,options',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  const args = userInfo().uid === 0 ? ['-u', 'postgres', ini] : [ini];
  const child = spawn(pgbouncerBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  await waitForPort(port, child, () => output);

  return {
    urlFor: (database) => {
      const url = new URL(upstreamUrl);
      url.port = String(port);
      url.pathname = `/${database}`;
      return url.toString();
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGINT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
