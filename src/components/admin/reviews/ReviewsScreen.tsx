import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useRef, useState } from 'react';
import type {
  adminReviews,
  deleteReviewCall,
  moderateReview,
} from '../../../server/admin/reviews/admin-review-routes';
import { apiDelete, apiPost, type CallerAuth } from '../../../state/api-client';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormAlert, SelectField } from '../../ui/forms/FormField';
import { errorText } from '../../ui/forms/form-failure';
import { LoadFailed } from '../../ui/LoadFailed';
import { useRouteData } from '../../session/use-signed-in-data';
import { useSessionGuard } from '../../session/use-session-guard';
import { notify } from '../../layout/notify';
import { useContentLanguage } from '../../site/use-content-language';
import { Pager } from '../../ui/Pager';
import { pagedListOf, pageSpan, removeById, type PagedList } from '../admin-paging';
import {
  REVIEW_FILTERS,
  afterStatusChange,
  isReviewFilter,
  reviewedProduct,
  reviewsPath,
  type AdminReview,
  type ReviewFilter,
} from './admin-review';
import { ReviewCard, type ReviewAction } from './ReviewCard';

// The confirmation fades out before it hands focus back; a deleted review's button is gone by
// then, so focus goes to the list's heading once the fade is over.
const DIALOG_FADE_MS = 350;

/** /admin_reviews: reviews waiting for approval (or any status), approved, hidden or deleted. */
export function ReviewsScreen({ auth }: { auth: CallerAuth }) {
  const { t } = useTranslation();
  const lng = useContentLanguage();
  const [filter, setFilter] = useState<ReviewFilter>('P');
  const [page, setPage] = useState(1);
  const { data, replace, reload } = useRouteData<typeof adminReviews, PagedList<AdminReview>>(
    auth,
    reviewsPath(filter, page),
    pagedListOf<AdminReview>('reviews'),
  );
  const sessionGone = useSessionGuard();
  const [busy, setBusy] = useState<{ id: string; action: ReviewAction } | null>(null);
  const [deleting, setDeleting] = useState<AdminReview | null>(null);
  const [failure, setFailure] = useState('');
  const alert = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (failure) alert.current?.focus();
  }, [failure]);

  const run = async (review: AdminReview, action: ReviewAction) => {
    if (data.state !== 'ready') return;
    setFailure('');
    setBusy({ id: review._id, action });
    try {
      if (action === 'delete') {
        await apiDelete<typeof deleteReviewCall>(
          `admin_reviews?_id=${encodeURIComponent(review._id)}`,
          undefined,
          auth,
        );
        replace(removeById(data.data, review._id));
        setDeleting(null);
        notify(t('adminPeople.reviews.deleted'), 'success');
        window.setTimeout(() => heading.current?.focus(), DIALOG_FADE_MS);
      } else {
        const answer = await apiPost<typeof moderateReview>(
          'admin_reviews',
          { _id: review._id, status: action },
          auth,
        );
        const list = afterStatusChange(data.data, filter, answer.review);
        replace(list);
        if (list.items.length < data.data.items.length) {
          // Its buttons went with it: the focus goes to the list's heading, and an emptied
          // page shows what is left (the page before, or this page again from the server).
          heading.current?.focus();
          if (list.items.length === 0 && list.total > 0) {
            if (page > 1) setPage(page - 1);
            else reload();
          }
        }
        notify(
          t(action === 'A' ? 'adminPeople.reviews.approved' : 'adminPeople.reviews.hidden'),
          'success',
        );
      }
    } catch (err) {
      setDeleting(null);
      if (!sessionGone(err)) setFailure(errorText(err, t));
    } finally {
      setBusy(null);
    }
  };

  const choose = (value: string) => {
    if (!isReviewFilter(value)) return;
    setFailure('');
    setFilter(value);
    setPage(1);
  };

  return (
    <>
      <SelectField
        name="reviewStatus"
        label={t('adminPeople.reviews.show')}
        value={filter}
        options={REVIEW_FILTERS.map((value) => ({
          value,
          label: t(`adminPeople.reviews.filter.${value}`),
        }))}
        onValueChange={choose}
        className="mb-3 col-sm-6 col-md-4"
      />
      <h2 ref={heading} tabIndex={-1} className="h5">
        {t(`adminPeople.reviews.heading.${filter}`)}
      </h2>
      <FormAlert ref={alert} message={failure} />
      {data.state === 'loading' && <p role="status">{t('adminPeople.reviews.loading')}</p>}
      {data.state === 'failed' && <LoadFailed error={data.error} onRetry={reload} />}
      {data.state === 'ready' && (
        <>
          <p role="status" className="small text-body-secondary">
            {t('adminPeople.reviews.count', { count: data.data.total })}
          </p>
          {data.data.items.length === 0 ? (
            <p>{t('adminPeople.reviews.empty')}</p>
          ) : (
            <ul className="list-unstyled" aria-label={t('adminPeople.reviews.list')}>
              {data.data.items.map((review) => (
                <ReviewCard
                  key={review._id}
                  review={review}
                  busy={busy?.id === review._id ? busy.action : null}
                  onAction={(chosen, action) => {
                    if (action === 'delete') {
                      setFailure('');
                      setDeleting(chosen);
                    } else void run(chosen, action);
                  }}
                />
              ))}
            </ul>
          )}
          <Pager
            texts="adminPeople.pager"
            list={t('adminPeople.reviews.list')}
            span={pageSpan(data.data)}
            onPage={setPage}
            className="flex-wrap my-3"
          />
        </>
      )}
      <ConfirmDialog
        show={deleting !== null}
        title={t('adminPeople.reviews.deleteTitle')}
        message={t('adminPeople.reviews.deleteMessage', {
          name: deleting?.nickName ?? '',
          product: deleting ? reviewedProduct(deleting, lng) : '',
        })}
        confirmLabel={t('adminPeople.reviews.delete')}
        busy={busy?.action === 'delete'}
        onConfirm={() => {
          if (deleting) void run(deleting, 'delete');
        }}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
