import { useCallback, useEffect, useRef, useState } from 'react';
import type { getPublish, postPublish } from '../../../server/publishing/publish-routes';
import { apiGet, apiPost, type CallerAuth } from '../../../state/api-client';
import { useSessionGuard } from '../../session/use-session-guard';
import { onAdminChange } from './admin-change';
import {
  bannerView,
  readPublishStatus,
  type BannerView,
  type PublishStatus,
} from './publish-state';

const POLL_EVERY_MS = 10_000;
/** How long one watch of a build lasts; after it the admin can check again by hand. */
const POLL_FOR_MS = 5 * 60_000;

export interface PublishState {
  view: BannerView;
  /** How long the newest finished build took, once known. */
  lastBuildSeconds: number | null;
  /** A build this screen watched has been published. */
  done: boolean;
  /** The watched build took longer than POLL_FOR_MS: no more automatic checks. */
  slow: boolean;
  publishing: boolean;
  publish: () => Promise<void>;
  checkAgain: () => void;
  dismissDone: () => void;
}

/**
 * The shop's publish state for the banner: read when a screen opens, after each announced
 * admin write and after a publish, then every POLL_EVERY_MS while a requested build is on its
 * way. A failed read keeps what was shown: the banner is a hint, not the screen's work.
 */
export function usePublishStatus(auth: CallerAuth): PublishState {
  const sessionGone = useSessionGuard();
  const [status, setStatus] = useState<PublishStatus | null>(null);
  const [reads, setReads] = useState(0);
  const [watchingSince, setWatchingSince] = useState<number | null>(null);
  const [slow, setSlow] = useState(false);
  const [done, setDone] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const wasPending = useRef(false);
  const { email, token } = auth;

  const take = useCallback((next: PublishStatus) => {
    const view = bannerView(next);
    if (wasPending.current && view.show === 'nothing') setDone(true);
    wasPending.current = view.show === 'pending';
    setStatus(next);
    if (view.show === 'pending') {
      setWatchingSince((since) => since ?? Date.now());
    } else {
      setWatchingSince(null);
      setSlow(false);
    }
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    apiGet<typeof getPublish>('admin_publish', controller.signal, { email, token })
      .then((body) => {
        const next = readPublishStatus(body);
        if (next) take(next);
      })
      .catch((err: unknown) => {
        if (!controller.signal.aborted) sessionGone(err);
      });
    return () => controller.abort();
  }, [email, token, reads, take, sessionGone]);

  const reread = useCallback(() => setReads((n) => n + 1), []);
  useEffect(() => onAdminChange(reread), [reread]);

  const view: BannerView = status ? bannerView(status) : { show: 'nothing' };

  useEffect(() => {
    if (view.show !== 'pending' || watchingSince === null || slow) return;
    const timer = window.setTimeout(() => {
      if (Date.now() - watchingSince >= POLL_FOR_MS) setSlow(true);
      else reread();
    }, POLL_EVERY_MS);
    return () => window.clearTimeout(timer);
  }, [view.show, watchingSince, slow, status, reread]);

  /** Rejects with the call's ApiCallError (after the session guard had its say). */
  const publish = useCallback(async () => {
    setPublishing(true);
    setDone(false);
    try {
      const body = await apiPost<typeof postPublish>('admin_publish', undefined, { email, token });
      setSlow(false);
      setWatchingSince(Date.now());
      const next = readPublishStatus(body);
      if (next) take(next);
      reread();
    } catch (err) {
      sessionGone(err);
      throw err;
    } finally {
      setPublishing(false);
    }
  }, [email, token, take, reread, sessionGone]);

  const checkAgain = useCallback(() => {
    setSlow(false);
    setWatchingSince(Date.now());
    reread();
  }, [reread]);

  const dismissDone = useCallback(() => setDone(false), []);

  const lastBuildSeconds = status?.lastBuildSeconds ?? null;
  return { view, lastBuildSeconds, done, slow, publishing, publish, checkAgain, dismissDone };
}
