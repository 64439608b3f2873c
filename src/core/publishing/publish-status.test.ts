import { describe, expect, it } from 'vitest';
import { buildHookKind, isStale, PENDING_WINDOW_MS, publishPhase } from './publish-status';

describe('build hook kind', () => {
  it('names the builder behind the URL', () => {
    expect(buildHookKind(undefined)).toBe('none');
    expect(buildHookKind('')).toBe('none');
    expect(buildHookKind('https://api.netlify.com/build_hooks/abc123')).toBe('netlify');
    expect(buildHookKind('http://localhost:12112/build')).toBe('local');
    expect(buildHookKind('http://127.0.0.1:12112/build')).toBe('local');
    expect(buildHookKind('https://ci.example.com/hooks/site')).toBe('custom');
    expect(buildHookKind('not a url')).toBe('custom');
  });
});

describe('stale site', () => {
  const at = (iso: string) => new Date(iso);

  it('is fresh when nothing changed', () => {
    expect(isStale(null, null)).toBe(false);
    expect(isStale(null, at('2026-01-01T10:00:00Z'))).toBe(false);
  });

  it('is stale when a change came after the last build read the database', () => {
    expect(isStale(at('2026-01-01T10:00:00Z'), null)).toBe(true);
    expect(isStale(at('2026-01-01T10:00:01Z'), at('2026-01-01T10:00:00Z'))).toBe(true);
    expect(isStale(at('2026-01-01T10:00:00Z'), at('2026-01-01T10:00:00Z'))).toBe(false);
    expect(isStale(at('2026-01-01T09:59:59Z'), at('2026-01-01T10:00:00Z'))).toBe(false);
  });
});

describe('publish phase', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  const none = { publishedAt: null, requestedAt: null, buildStartedAt: null };

  it('is idle when nothing was asked or started', () => {
    expect(publishPhase(none, now)).toBe('idle');
    expect(publishPhase({ ...none, publishedAt: ago(5) }, now)).toBe('idle');
  });

  it('is queued from the request until a build starts after it', () => {
    expect(publishPhase({ ...none, requestedAt: ago(1) }, now)).toBe('queued');
    expect(
      publishPhase({ publishedAt: ago(10), requestedAt: ago(1), buildStartedAt: ago(10) }, now),
    ).toBe('queued');
  });

  it('is building once a build started after the request, until it is published', () => {
    const started = { publishedAt: ago(10), requestedAt: ago(3), buildStartedAt: ago(2) };
    expect(publishPhase(started, now)).toBe('building');
    // The finished build records its own start as published.
    expect(publishPhase({ ...started, publishedAt: started.buildStartedAt }, now)).toBe('idle');
  });

  it('is queued again when asked during a build: one more follows the running one', () => {
    expect(
      publishPhase({ publishedAt: ago(10), buildStartedAt: ago(3), requestedAt: ago(1) }, now),
    ).toBe('queued');
  });

  it('stops believing in a build asked or started longer ago than the window', () => {
    const old = PENDING_WINDOW_MS / 60_000 + 1;
    expect(publishPhase({ ...none, requestedAt: ago(old) }, now)).toBe('idle');
    expect(publishPhase({ ...none, buildStartedAt: ago(old) }, now)).toBe('idle');
  });
});
