import { navigate } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useState } from 'react';
import type {
  addToWishlistCall,
  getWishlist,
  removeFromWishlistCall,
} from '../../server/account/account-routes';
import { ApiCallError, apiDelete, apiGet, apiPost } from '../../state/api-client';
import { notify } from '../layout/notify';
import { LocalLink, useLocalPath } from '../site/LocalLink';
import { useCustomer } from '../session/use-customer';
import { useSessionGuard } from '../session/use-session-guard';
import { wishlistHas } from './wishlist-entry';

interface Props {
  sku: string;
  /** The product's name in the page's language, for the toasts. */
  name: string;
  /** This product page's address in the page's language, to come back to after logging in. */
  pagePath: string;
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <span aria-hidden="true" className="me-1">
      {filled ? '♥' : '♡'}
    </span>
  );
}

/**
 * The product page's wishlist toggle. A visitor gets a link to log in that comes back here; a
 * customer toggles (POST / DELETE wishlist); aria-pressed and the words ("Saved to wishlist") say
 * whether it is saved, also when the page opens with the product already on the list.
 */
export function WishlistButton({ sku, name, pagePath }: Props) {
  const { t } = useTranslation();
  const { auth, restored } = useCustomer();
  const sessionGone = useSessionGuard();
  const localPath = useLocalPath();
  const loginPath = `/login?next=${encodeURIComponent(pagePath)}`;
  const [saved, setSaved] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  // The token identifies the list: a new auth object with the same token is the same list.
  const email = auth?.email;
  const token = auth?.token;
  useEffect(() => {
    setSaved(null);
    if (!email || !token) return;
    const controller = new AbortController();
    apiGet<typeof getWishlist>('wishlist', controller.signal, { email, token })
      .then((body) => setSaved(wishlistHas(body.wishlists, sku)))
      .catch((err: unknown) => {
        // A session that ended shows the visitor's login link; nothing more on page load.
        if (controller.signal.aborted || sessionGone(err)) return;
        setSaved(false); // unknown: the button still works, and its answer sets it right
      });
    return () => controller.abort();
  }, [email, token, sku, sessionGone]);

  if (restored && !auth) {
    return (
      <LocalLink to={loginPath} className="btn btn-outline-dark mt-2" data-testid="wishlist-login">
        <Heart filled={false} />
        {t('wishlist.loginToSave')}
      </LocalLink>
    );
  }

  const toggle = async () => {
    if (!auth || saved === null) return;
    setBusy(true);
    try {
      const body = saved
        ? await apiDelete<typeof removeFromWishlistCall>('wishlist', { sku }, auth)
        : await apiPost<typeof addToWishlistCall>('wishlist', { sku }, auth);
      const now = wishlistHas(body.wishlists, sku);
      setSaved(now);
      notify(t(now ? 'wishlist.added' : 'wishlist.removed', { name }), 'success');
    } catch (err) {
      // The session ended: logged out here too, and off to log in again and come back.
      if (sessionGone(err)) {
        void navigate(localPath(loginPath));
        return;
      }
      // Removing something already gone leaves the product off the list all the same.
      if (saved && err instanceof ApiCallError && err.status === 404) setSaved(false);
      // The error catalogue loads on a failure, not with the product page (issue 25.15).
      const { errorText } = await import('../ui/forms/form-failure');
      notify(errorText(err, t), 'error');
    } finally {
      setBusy(false);
    }
  };

  const pressed = saved === true;
  return (
    <button
      type="button"
      className={`btn mt-2 ${pressed ? 'btn-dark' : 'btn-outline-dark'}`}
      aria-pressed={pressed}
      disabled={!auth || saved === null || busy}
      onClick={() => void toggle()}
      data-testid="wishlist-toggle"
    >
      <Heart filled={pressed} />
      {busy ? t('formField.saving') : t(pressed ? 'wishlist.saved' : 'wishlist.save')}
    </button>
  );
}
