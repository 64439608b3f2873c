import { API_ERROR_MESSAGES } from '../../core/api-errors';
import { buildHookKind, isStale } from '../../core/publishing/publish-status';
import type { Db } from '../db/client';
import { defineRoute, describedAnswer } from '../http/route/define-route';
import { DomainError } from '../../core/domain-error';
import { triggerRebuild } from '../providers/build-hook/trigger-rebuild';
import { readPublishState, recordRequested } from './publish-state';

/** A hook that does not answer must not hold the admin's request (and a function) for long. */
const HOOK_TIMEOUT_MS = 15_000;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Read per call: the URL is a secret set in the functions' environment, never in the answer. */
const hookUrl = () => process.env.BUILD_HOOK_URL ?? '';

async function publishAnswer(db: Db) {
  const state = await readPublishState(db);
  return {
    publish: {
      stale: isStale(state.changedAt, state.publishedAt),
      changedAt: iso(state.changedAt),
      publishedAt: iso(state.publishedAt),
      requestedAt: iso(state.requestedAt),
      hook: buildHookKind(hookUrl()),
    },
  };
}

const fetchWithTimeout: typeof fetch = (input, init) =>
  fetch(input, { ...init, signal: AbortSignal.timeout(HOOK_TIMEOUT_MS) });

const publishAnswerDoc = {
  description: '{ publish }',
  keys: { publish: '{ stale, changedAt, publishedAt, requestedAt, hook }' },
};

type PublishAnswer = Awaited<ReturnType<typeof publishAnswer>>;

/* GET and POST admin_publish (docs/api-admin.md, "Republish"). */

export const getPublish = defineRoute(
  {
    method: 'GET',
    path: '/admin_publish',
    summary: 'Whether the static site is behind the database',
    tag: 'admin-site',
    access: 'admin',
    answer: describedAnswer<PublishAnswer>(publishAnswerDoc),
  },
  async (c) => publishAnswer(c.get('db')),
);

export const postPublish = defineRoute(
  {
    method: 'POST',
    path: '/admin_publish',
    summary: 'Call the build hook',
    tag: 'admin-site',
    access: 'admin',
    answer: describedAnswer<PublishAnswer>({ status: 202, ...publishAnswerDoc }),
    errors: { 502: 'The build hook failed', 503: 'PUBLISH_UNAVAILABLE: no build hook is set' },
  },
  async (c) => {
    const url = hookUrl();
    if (!url) {
      throw new DomainError(
        'unavailable',
        'PUBLISH_UNAVAILABLE',
        API_ERROR_MESSAGES.PUBLISH_UNAVAILABLE,
      );
    }
    try {
      await triggerRebuild(url, fetchWithTimeout);
    } catch (err) {
      // The message names the status or the network failure, never the secret URL.
      console.error('build hook failed:', err instanceof Error ? err.message : err);
      throw new DomainError('upstream', 'GENERIC', 'The build service did not accept the request');
    }
    await recordRequested(c.get('db'));
    return publishAnswer(c.get('db'));
  },
);

export const PUBLISH_ROUTES = [getPublish, postPublish] as const;
