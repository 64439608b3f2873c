import { afterEach, describe, expect, it } from 'vitest';
import { commandRunner } from './local-build-runners';
import { startLocalBuilder, type BuildRunner, type LocalBuilder } from './local-builder';

/** A stand-in for `gatsby build`: a node process that takes a while, then exits. */
const fakeBuild = (script: string) =>
  commandRunner(process.execPath, ['-e', script], { stdio: 'ignore' });

let builder: LocalBuilder | undefined;
afterEach(async () => {
  await builder?.stop();
  builder = undefined;
});

/** Counts how many builds run at once, around the real command runner. */
function counted(run: BuildRunner) {
  const seen = { active: 0, most: 0, started: 0 };
  const wrapped: BuildRunner = async (signal) => {
    seen.started += 1;
    seen.active += 1;
    seen.most = Math.max(seen.most, seen.active);
    try {
      return await run(signal);
    } finally {
      seen.active -= 1;
    }
  };
  return { seen, wrapped };
}

const post = (url: string) => fetch(url, { method: 'POST' });
const statusOf = async (hookUrl: string) =>
  (await fetch(hookUrl.replace(/\/build$/, '/status'))).json();

describe('local build hook', () => {
  it('runs one build at a time and folds requests during a build into one more', async () => {
    const { seen, wrapped } = counted(fakeBuild('setTimeout(() => {}, 800)'));
    builder = await startLocalBuilder({ run: wrapped, port: 0, log: () => {} });

    const first = await post(builder.hookUrl);
    expect(first.status).toBe(202);
    expect(await first.json()).toMatchObject({ running: true, queued: false, builds: 0 });
    for (let i = 0; i < 3; i += 1) await post(builder.hookUrl);
    expect(await statusOf(builder.hookUrl)).toMatchObject({ running: true, queued: true });

    await builder.idle();
    expect(seen).toEqual({ active: 0, most: 1, started: 2 });
    const done = await statusOf(builder.hookUrl);
    expect(done).toMatchObject({ running: false, queued: false, builds: 2, lastExitCode: 0 });
    expect(Date.parse(done.lastFinishedAt)).toBeGreaterThan(Date.now() - 5_000);

    // Once idle, the next request is a build of its own.
    await post(builder.hookUrl);
    await builder.idle();
    expect(seen.started).toBe(3);
  });

  it('reports a failed build by its exit code', async () => {
    builder = await startLocalBuilder({
      run: fakeBuild('process.exit(3)'),
      port: 0,
      log: () => {},
    });
    expect(await statusOf(builder.hookUrl)).toEqual({
      running: false,
      queued: false,
      builds: 0,
      lastExitCode: null,
      lastFinishedAt: null,
    });
    await post(builder.hookUrl);
    await builder.idle();
    expect(await statusOf(builder.hookUrl)).toMatchObject({ builds: 1, lastExitCode: 3 });
  });

  it('answers only POST /build and GET /status', async () => {
    builder = await startLocalBuilder({ run: fakeBuild(''), port: 0, log: () => {} });
    expect((await fetch(builder.hookUrl)).status).toBe(404);
    expect((await post(builder.hookUrl.replace(/build$/, 'other'))).status).toBe(404);
    expect(builder.status().builds).toBe(0);
  });

  it('stops a running build when it stops', async () => {
    const local = await startLocalBuilder({
      run: fakeBuild('setTimeout(() => {}, 30_000)'),
      port: 0,
      log: () => {},
    });
    await post(local.hookUrl);
    const started = Date.now();
    await local.stop();
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(local.status()).toMatchObject({ running: false, builds: 1, lastExitCode: 1 });
  });
});
