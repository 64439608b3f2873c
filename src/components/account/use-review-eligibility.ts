import { useEffect, useState } from 'react';
import type { reviewEligibility } from '../../server/account/account-routes';
import { apiGet, type CallerAuth } from '../../state/api-client';
import { useSessionGuard } from '../session/use-session-guard';

/** Whether the customer may review the product: unknown until GET review_eligibility answers. */
export type ReviewEligibility = 'checking' | 'yes' | 'no' | 'unknown';

/**
 * Asked before a review form is offered, so a customer who never bought the item reads why
 * before writing a word. A failed call answers 'unknown': the form is offered, and POST
 * reviews (which always checks) says why if it must.
 */
export function useReviewEligibility(auth: CallerAuth | null, sku: string): ReviewEligibility {
  const [answer, setAnswer] = useState<ReviewEligibility>('checking');
  const sessionGone = useSessionGuard();
  const email = auth?.email;
  const token = auth?.token;
  useEffect(() => {
    if (!email || !token || !sku) return undefined;
    const controller = new AbortController();
    setAnswer('checking');
    apiGet<typeof reviewEligibility>(
      `review_eligibility?sku=${encodeURIComponent(sku)}`,
      controller.signal,
      { email, token },
    ).then(
      (body) => setAnswer(body.canReview ? 'yes' : 'no'),
      (err: unknown) => {
        if (controller.signal.aborted || sessionGone(err)) return;
        setAnswer('unknown');
      },
    );
    return () => controller.abort();
  }, [email, token, sku, sessionGone]);
  return answer;
}
