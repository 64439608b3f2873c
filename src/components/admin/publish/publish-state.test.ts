import { describe, expect, it } from 'vitest';
import { bannerView, readPublishStatus, type PublishStatus } from './publish-state';

const at = (minute: number) => new Date(Date.UTC(2025, 0, 10, 9, minute)).toISOString();

const status = (over: Partial<PublishStatus>): PublishStatus => ({
  stale: false,
  changedAt: null,
  publishedAt: null,
  requestedAt: null,
  hook: 'netlify',
  phase: 'idle',
  buildStartedAt: null,
  lastBuildSeconds: null,
  ...over,
});

describe('bannerView', () => {
  it('shows nothing for pages that are up to date and no build on its way', () => {
    expect(bannerView(status({ changedAt: at(1), publishedAt: at(2) }))).toEqual({
      show: 'nothing',
    });
  });

  it('offers publishing for stale pages, unless the server has no build hook', () => {
    const stale = status({ stale: true, changedAt: at(5), publishedAt: at(2) });
    expect(bannerView(stale)).toEqual({ show: 'stale', canPublish: true });
    expect(bannerView({ ...stale, hook: 'none' })).toEqual({ show: 'stale', canPublish: false });
  });

  it('says a requested build is queued until it starts, with how long the last one took', () => {
    const queued = status({
      stale: true,
      changedAt: at(22),
      publishedAt: at(2),
      requestedAt: at(20),
      phase: 'queued',
      lastBuildSeconds: 95,
    });
    // A queued build reads what is saved before it starts: later changes are included.
    expect(bannerView(queued)).toEqual({
      show: 'pending',
      phase: 'queued',
      since: at(20),
      newerChanges: false,
      canPublish: true,
      lastBuildSeconds: 95,
    });
  });

  it('says building from the build start, and flags changes saved after it', () => {
    const building = status({
      stale: true,
      changedAt: at(21),
      publishedAt: at(2),
      requestedAt: at(20),
      buildStartedAt: at(22),
      phase: 'building',
    });
    expect(bannerView(building)).toMatchObject({
      show: 'pending',
      phase: 'building',
      since: at(22),
      newerChanges: false,
    });
    expect(bannerView({ ...building, changedAt: at(25) })).toMatchObject({
      phase: 'building',
      newerChanges: true,
    });
  });

  it('goes back to stale or nothing when the server no longer believes in the build', () => {
    const lost = status({ stale: true, changedAt: at(0), requestedAt: at(1), phase: 'idle' });
    expect(bannerView(lost)).toEqual({ show: 'stale', canPublish: true });
  });
});

describe('readPublishStatus', () => {
  it('reads the answer, with other hooks as custom and bad values as null or idle', () => {
    expect(
      readPublishStatus({
        publish: {
          stale: true,
          changedAt: at(3),
          publishedAt: 'yesterday-ish',
          requestedAt: null,
          hook: 'ftp',
          phase: 'sleeping',
          buildStartedAt: at(4),
          lastBuildSeconds: -3,
        },
      }),
    ).toEqual({
      stale: true,
      changedAt: at(3),
      publishedAt: null,
      requestedAt: null,
      hook: 'custom',
      phase: 'idle',
      buildStartedAt: at(4),
      lastBuildSeconds: null,
    });
    expect(readPublishStatus({ publish: { stale: false } })?.hook).toBe('none');
  });

  it('is null for an answer without publish', () => {
    expect(readPublishStatus({ site: {} })).toBeNull();
    expect(readPublishStatus(null)).toBeNull();
  });
});
