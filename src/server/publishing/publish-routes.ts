import { API_ERROR_MESSAGES } from '../../core/api-errors';
import { buildHookKind, isStale, publishPhase } from '../../core/publishing/publish-status';
import type { Db } from '../db/client';
import { defineRoute, schemaAnswer } from '../http/route/define-route';
import { DomainError } from '../../core/domain-error';
import { triggerRebuild } from '../providers/build-hook/trigger-rebuild';
import {
  claimBuildRequest,
  databaseNow,
  readPublishState,
  releaseBuildRequest,
} from './publish-state';
import { publishAnswerSchema, type PublishAnswer } from './publish-answer';

/** A hook that does not answer must not hold the admin's request (and a function) for long. */
const HOOK_TIMEOUT_MS = 15_000;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Read per call: the URL is a secret set in the functions' environment, never in the answer. */
const hookUrl = () => process.env.BUILD_HOOK_URL ?? '';

async function publishAnswer(db: Db): Promise<PublishAnswer> {
  const [state, now] = await Promise.all([readPublishState(db), databaseNow(db)]);
  return {
    publish: {
      stale: isStale(state.changedAt, state.publishedAt),
      changedAt: iso(state.changedAt),
      publishedAt: iso(state.publishedAt),
      requestedAt: iso(state.requestedAt),
      hook: buildHookKind(hookUrl()),
      phase: publishPhase(state, now),
      buildStartedAt: iso(state.buildStartedAt),
      lastBuildSeconds: state.lastBuildMs === null ? null : Math.round(state.lastBuildMs / 1000),
    },
  };
}

const fetchWithTimeout: typeof fetch = (input, init) =>
  fetch(input, { ...init, signal: AbortSignal.timeout(HOOK_TIMEOUT_MS) });

const publishAnswerDoc = { description: '{ publish }', schema: publishAnswerSchema };

/* GET and POST admin_publish (docs/api-admin.md, "Republish"). */

export const getPublish = defineRoute(
  {
    method: 'GET',
    path: '/admin_publish',
    summary: 'Whether the static site is behind the database',
    tag: 'admin-site',
    access: 'admin',
    answer: schemaAnswer(publishAnswerDoc),
  },
  async (c) => publishAnswer(c.get('db')),
);

export const postPublish = defineRoute(
  {
    method: 'POST',
    path: '/admin_publish',
    // Publishing is the cure itself.
    purges: [],
    changesPages: false,
    summary: 'Call the build hook, unless a build asked for earlier has not started yet',
    tag: 'admin-site',
    access: 'admin',
    answer: schemaAnswer({ status: 202, ...publishAnswerDoc }),
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
    const db = c.get('db');
    // A build already queued will read every change saved before it starts: one more request
    // would only build the same pages again (Netlify runs every hook call it gets).
    const { claimed, previous } = await claimBuildRequest(db);
    if (claimed) {
      try {
        await triggerRebuild(url, fetchWithTimeout);
      } catch (err) {
        await releaseBuildRequest(db, previous);
        // The message names the status or the network failure, never the secret URL.
        console.error('build hook failed:', err instanceof Error ? err.message : err);
        throw new DomainError(
          'upstream',
          'GENERIC',
          'The build service did not accept the request',
        );
      }
    }
    return publishAnswer(db);
  },
);

export const PUBLISH_ROUTES = [getPublish, postPublish] as const;
