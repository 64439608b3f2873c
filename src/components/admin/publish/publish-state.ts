import type { getPublish } from '../../../server/publishing/publish-routes';
import type { AnswerOf } from '../../../server/http/route/define-route';

/**
 * GET/POST admin_publish's `publish` (docs/api-admin.md, "Republish"). `hook` is `custom` for a
 * hook the server cannot name; any hook but `none` can publish.
 */
export type PublishStatus = AnswerOf<typeof getPublish>['publish'];

const time = (value: unknown): string | null =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null;

function hookKind(value: unknown): PublishStatus['hook'] {
  if (value === 'netlify' || value === 'local' || value === 'none') return value;
  return typeof value === 'string' && value !== '' ? 'custom' : 'none';
}

const phase = (value: unknown): PublishStatus['phase'] =>
  value === 'queued' || value === 'building' ? value : 'idle';

const seconds = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

/** The answer's `publish`, or null when the answer has none. */
export function readPublishStatus(body: unknown): PublishStatus | null {
  const publish =
    typeof body === 'object' && body !== null ? (body as { publish?: unknown }).publish : null;
  if (typeof publish !== 'object' || publish === null) return null;
  const fields = publish as Record<string, unknown>;
  return {
    stale: fields.stale === true,
    changedAt: time(fields.changedAt),
    publishedAt: time(fields.publishedAt),
    requestedAt: time(fields.requestedAt),
    hook: hookKind(fields.hook),
    phase: phase(fields.phase),
    buildStartedAt: time(fields.buildStartedAt),
    lastBuildSeconds: seconds(fields.lastBuildSeconds),
  };
}

export type BannerView =
  | { show: 'nothing' }
  | { show: 'stale'; canPublish: boolean }
  | {
      show: 'pending';
      phase: 'queued' | 'building';
      /** When the build was asked for (queued) or began (building). */
      since: string;
      /** Changes saved after the running build read the database: publish again for them. */
      newerChanges: boolean;
      canPublish: boolean;
      lastBuildSeconds: number | null;
    };

const ms = (value: string | null) => (value === null ? null : Date.parse(value));

/**
 * What the banner says, from the server's phase (core/publishing/publish-status.ts): a queued
 * build will read every change saved before it starts; a running one has read the database,
 * so changes after its start need one more publish. Otherwise stale pages need publishing,
 * and up-to-date ones need no banner.
 */
export function bannerView(status: PublishStatus): BannerView {
  const canPublish = status.hook !== 'none';
  const { lastBuildSeconds } = status;
  if (status.phase === 'queued' && status.requestedAt !== null) {
    const since = status.requestedAt;
    return {
      show: 'pending',
      phase: 'queued',
      since,
      newerChanges: false,
      canPublish,
      lastBuildSeconds,
    };
  }
  if (status.phase === 'building' && status.buildStartedAt !== null) {
    const since = status.buildStartedAt;
    const changed = ms(status.changedAt);
    const newerChanges = status.stale && changed !== null && changed > Date.parse(since);
    return {
      show: 'pending',
      phase: 'building',
      since,
      newerChanges,
      canPublish,
      lastBuildSeconds,
    };
  }
  return status.stale ? { show: 'stale', canPublish } : { show: 'nothing' };
}
