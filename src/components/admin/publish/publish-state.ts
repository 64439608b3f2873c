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
  };
}

/**
 * A build asked for longer ago than this is no longer "on its way": it failed or was lost, and
 * the banner offers publishing again instead of waiting for it.
 */
export const PENDING_WINDOW_MS = 30 * 60_000;

export type BannerView =
  | { show: 'nothing' }
  | { show: 'stale'; canPublish: boolean }
  | { show: 'pending'; requestedAt: string; newerChanges: boolean; canPublish: boolean };

const ms = (value: string | null) => (value === null ? null : Date.parse(value));

/**
 * What the banner says. A build was requested and has not finished (requestedAt after
 * publishedAt, recently): it is on its way, and changes made after the request need one more.
 * Otherwise stale pages need publishing, and up-to-date ones need no banner.
 */
export function bannerView(status: PublishStatus, now: number): BannerView {
  const canPublish = status.hook !== 'none';
  const requested = ms(status.requestedAt);
  const published = ms(status.publishedAt);
  const changed = ms(status.changedAt);
  const pending =
    requested !== null &&
    (published === null || requested > published) &&
    now - requested < PENDING_WINDOW_MS;
  if (pending && status.requestedAt !== null) {
    return {
      show: 'pending',
      requestedAt: status.requestedAt,
      newerChanges: status.stale && changed !== null && changed > requested,
      canPublish,
    };
  }
  return status.stale ? { show: 'stale', canPublish } : { show: 'nothing' };
}
