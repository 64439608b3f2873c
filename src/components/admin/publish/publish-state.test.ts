import { describe, expect, it } from 'vitest';
import {
  bannerView,
  PENDING_WINDOW_MS,
  readPublishStatus,
  type PublishStatus,
} from './publish-state';

const at = (minute: number) => new Date(Date.UTC(2025, 0, 10, 9, minute)).toISOString();
const now = Date.parse(at(30));

const status = (over: Partial<PublishStatus>): PublishStatus => ({
  stale: false,
  changedAt: null,
  publishedAt: null,
  requestedAt: null,
  hook: 'netlify',
  ...over,
});

describe('bannerView', () => {
  it('shows nothing for pages that are up to date and no build on its way', () => {
    expect(bannerView(status({ changedAt: at(1), publishedAt: at(2) }), now)).toEqual({
      show: 'nothing',
    });
  });

  it('offers publishing for stale pages, unless the server has no build hook', () => {
    const stale = status({ stale: true, changedAt: at(5), publishedAt: at(2) });
    expect(bannerView(stale, now)).toEqual({ show: 'stale', canPublish: true });
    expect(bannerView({ ...stale, hook: 'none' }, now)).toEqual({
      show: 'stale',
      canPublish: false,
    });
  });

  it('says a requested build is on its way until it is published', () => {
    const requested = status({
      stale: true,
      changedAt: at(5),
      publishedAt: at(2),
      requestedAt: at(20),
    });
    expect(bannerView(requested, now)).toEqual({
      show: 'pending',
      requestedAt: at(20),
      newerChanges: false,
      canPublish: true,
    });
    const built = { ...requested, stale: false, publishedAt: at(25) };
    expect(bannerView(built, now)).toEqual({ show: 'nothing' });
  });

  it('flags changes made after the request, which the build will not include', () => {
    const view = bannerView(
      status({ stale: true, changedAt: at(22), publishedAt: at(2), requestedAt: at(20) }),
      now,
    );
    expect(view).toMatchObject({ show: 'pending', newerChanges: true });
  });

  it('stops waiting for a build requested too long ago and offers publishing again', () => {
    const old = status({ stale: true, changedAt: at(0), requestedAt: at(1) });
    const later = Date.parse(at(1)) + PENDING_WINDOW_MS + 1;
    expect(bannerView(old, later)).toEqual({ show: 'stale', canPublish: true });
    expect(bannerView(old, later - 2)).toMatchObject({ show: 'pending' });
  });
});

describe('readPublishStatus', () => {
  it('reads the answer, with other hooks as custom and bad dates as null', () => {
    expect(
      readPublishStatus({
        publish: {
          stale: true,
          changedAt: at(3),
          publishedAt: 'yesterday-ish',
          requestedAt: null,
          hook: 'ftp',
        },
      }),
    ).toEqual({
      stale: true,
      changedAt: at(3),
      publishedAt: null,
      requestedAt: null,
      hook: 'custom',
    });
    expect(readPublishStatus({ publish: { stale: false } })?.hook).toBe('none');
  });

  it('is null for an answer without publish', () => {
    expect(readPublishStatus({ site: {} })).toBeNull();
    expect(readPublishStatus(null)).toBeNull();
  });
});
