import { describe, expect, it } from 'vitest';
import { buildHookKind, isStale } from './publish-status';

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
