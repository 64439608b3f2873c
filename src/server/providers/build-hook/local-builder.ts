import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Runs one build to its end; resolves to its exit code (0 = published). */
export type BuildRunner = (signal: AbortSignal) => Promise<number>;

export interface BuilderStatus {
  running: boolean;
  /** A request came during the running build: exactly one more follows it. */
  queued: boolean;
  /** Builds finished since the builder started. */
  builds: number;
  lastExitCode: number | null;
  lastFinishedAt: string | null;
}

export interface LocalBuilderOptions {
  run: BuildRunner;
  /** 0 picks a free port. */
  port: number;
  log?: (line: string) => void;
}

export interface LocalBuilder {
  /** http://127.0.0.1:<port>/build, what BUILD_HOOK_URL points at. */
  hookUrl: string;
  status(): BuilderStatus;
  /** Resolves once no build runs and none is queued. */
  idle(): Promise<void>;
  /** Stops listening and cancels a running build. */
  stop(): Promise<void>;
}

/**
 * Builds one at a time. Saves arriving during a build all want the same thing, a build that
 * starts after them, so they fold into one queued build instead of a build each.
 */
function buildQueue(run: BuildRunner, log: (line: string) => void) {
  const abort = new AbortController();
  const state: BuilderStatus = {
    running: false,
    queued: false,
    builds: 0,
    lastExitCode: null,
    lastFinishedAt: null,
  };
  let current: Promise<void> = Promise.resolve();

  async function loop(): Promise<void> {
    do {
      state.queued = false;
      log('local build hook: building the site ...');
      let code: number;
      try {
        code = await run(abort.signal);
      } catch (err) {
        log(
          `local build hook: the build could not run: ${err instanceof Error ? err.message : err}`,
        );
        code = 1;
      }
      state.builds += 1;
      state.lastExitCode = code;
      state.lastFinishedAt = new Date().toISOString();
      log(`local build hook: build finished (exit code ${code})`);
    } while (state.queued && !abort.signal.aborted);
    state.running = false;
  }

  return {
    request(): void {
      if (abort.signal.aborted) return;
      if (state.running) {
        state.queued = true;
        return;
      }
      state.running = true;
      current = loop();
    },
    status: (): BuilderStatus => ({ ...state }),
    idle: () => current,
    cancel(): Promise<void> {
      abort.abort();
      return current;
    },
  };
}

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * The development stand-in for a Netlify build hook, on loopback: POST /build starts (or
 * queues) a build, GET /status tells how the builds went.
 */
export async function startLocalBuilder({
  run,
  port,
  log = console.log,
}: LocalBuilderOptions): Promise<LocalBuilder> {
  const queue = buildQueue(run, log);
  const server = createServer((req, res) => {
    req.resume();
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (req.method === 'POST' && path === '/build') {
      queue.request();
      answer(res, 202, queue.status());
    } else if (req.method === 'GET' && path === '/status') {
      answer(res, 200, queue.status());
    } else {
      answer(res, 404, { error: 'POST /build or GET /status' });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    hookUrl: `http://127.0.0.1:${address.port}/build`,
    status: queue.status,
    idle: queue.idle,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await queue.cancel();
    },
  };
}
