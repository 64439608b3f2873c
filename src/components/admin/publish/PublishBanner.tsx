import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useState } from 'react';
import { ApiCallError, type CallerAuth } from '../../../state/api-client';
import { errorText } from '../../ui/forms/form-failure';
import { isSessionGone } from '../../ui/forms/field-errors';
import { formatClock } from '../../../core/dates/date-time-format';
import { formatDuration } from '../../../core/dates/duration-format';
import { usePublishStatus } from './use-publish-status';

/**
 * Above every back-office screen: tells the admin when the static shop pages lag behind their
 * changes, and rebuilds them on request (POST admin_publish), following the build (queued,
 * building, live, with how long the last one took) until its pages are published. Nothing at
 * all while the pages are up to date.
 */
export function PublishBanner({ auth }: { auth: CallerAuth }) {
  const { t, i18n } = useTranslation();
  const state = usePublishStatus(auth);
  const [problem, setProblem] = useState('');
  const { view } = state;

  const publish = () => {
    setProblem('');
    state.publish().catch((err: unknown) => {
      if (isSessionGone(err)) return;
      if (err instanceof ApiCallError && err.code === 'PUBLISH_UNAVAILABLE') {
        setProblem(t('adminImport.publish.unavailable'));
      } else if (err instanceof ApiCallError && err.status === 502) {
        setProblem(t('adminImport.publish.hookFailed'));
      } else {
        setProblem(errorText(err, t));
      }
    });
  };

  const publishButton = (
    <button
      type="button"
      className="btn btn-dark btn-sm"
      disabled={state.publishing}
      onClick={publish}
    >
      {state.publishing ? (
        <>
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {t('adminImport.publish.busy')}
        </>
      ) : (
        t('adminImport.publish.button')
      )}
    </button>
  );

  const problemAlert = problem && (
    <p role="alert" className="mb-0 mt-2 fw-semibold">
      {problem}
    </p>
  );

  if (view.show === 'nothing') {
    if (!state.done) return null;
    return (
      <div role="status" className="alert alert-success d-flex align-items-center gap-3">
        <span className="me-auto">
          {state.lastBuildSeconds === null
            ? t('adminImport.publish.done')
            : t('adminImport.publish.doneTook', {
                duration: formatDuration(state.lastBuildSeconds, i18n.language),
              })}
        </span>
        <button
          type="button"
          className="btn-close"
          aria-label={t('adminImport.publish.dismiss')}
          onClick={state.dismissDone}
        />
      </div>
    );
  }

  if (view.show === 'stale') {
    return (
      <div className="alert alert-warning">
        <div className="d-flex flex-wrap align-items-center gap-3">
          <span className="me-auto">{t('adminImport.publish.stale')}</span>
          {view.canPublish && publishButton}
        </div>
        {!view.canPublish && <p className="mb-0 mt-2">{t('adminImport.publish.unavailable')}</p>}
        {problemAlert}
      </div>
    );
  }

  return (
    <div className="alert alert-info">
      <p role="status" className="mb-0">
        {t(
          view.phase === 'queued' ? 'adminImport.publish.queued' : 'adminImport.publish.building',
          {
            time: formatClock(view.since, i18n.language),
          },
        )}
        {view.lastBuildSeconds !== null && (
          <>
            {' '}
            {t('adminImport.publish.lastTook', {
              duration: formatDuration(view.lastBuildSeconds, i18n.language),
            })}
          </>
        )}
      </p>
      {state.slow && (
        <div className="d-flex flex-wrap align-items-center gap-3 mt-2">
          <span className="me-auto">{t('adminImport.publish.slow')}</span>
          <button type="button" className="btn btn-outline-dark btn-sm" onClick={state.checkAgain}>
            {t('adminImport.publish.checkAgain')}
          </button>
        </div>
      )}
      {view.newerChanges && (
        <div className="d-flex flex-wrap align-items-center gap-3 mt-2">
          <span className="me-auto">{t('adminImport.publish.newerChanges')}</span>
          {view.canPublish && publishButton}
        </div>
      )}
      {problemAlert}
    </div>
  );
}
