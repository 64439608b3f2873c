import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, useRef, useState } from 'react';
import { priceLabel } from '../../core/catalogue/price-label';
import { useFormatMoney } from '../site/use-format-money';
import { productPath } from '../../core/routes/shop-routes';
import type { getWishlist, removeFromWishlistCall } from '../../server/account/account-routes';
import { apiDelete, type CallerAuth } from '../../state/api-client';
import { notify } from '../layout/notify';
import { LocalLink } from '../site/LocalLink';
import { useContentLanguage } from '../site/use-content-language';
import { errorText } from '../ui/forms/form-failure';
import { LoadFailed } from '../ui/LoadFailed';
import { useRouteData } from '../session/use-signed-in-data';
import { useSessionGuard } from '../session/use-session-guard';
import type { WishlistEntry } from './wishlist-entry';
import { localText } from '../../core/routes/languages';
import { SquarePicture } from '../product/SquarePicture';

const CURRENCY = 'EUR';

function EntryPrice({ entry }: { entry: WishlistEntry }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const lng = useContentLanguage();
  const onSale = entry.salePrice > 0 && entry.sellBy !== 'w';
  return (
    <span className="price">
      {onSale && (
        <>
          <span className="visually-hidden">{t('product.wasPrice')}</span>
          <span className="price-old me-2">{formatMoney(entry.retailPrice, CURRENCY)}</span>
          <span className="visually-hidden">{t('product.nowPrice')}</span>
        </>
      )}
      <strong>{priceLabel(entry, CURRENCY, lng)}</strong>
    </span>
  );
}

/** /wishlist: the products the customer saved, with today's price and availability. */
export function WishlistList({ auth }: { auth: CallerAuth }) {
  const { t } = useTranslation();
  const lng = useContentLanguage();
  const { data, replace, reload } = useRouteData<typeof getWishlist, WishlistEntry[]>(
    auth,
    'wishlist',
    (answer) => answer.wishlists,
  );
  const sessionGone = useSessionGuard();
  const [removing, setRemoving] = useState<string | null>(null);
  // After a removal, focus goes to the next entry's button (or the empty notice), never lost.
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (focusIndex === null || data.state !== 'ready') return;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]');
    const next = buttons?.[Math.min(focusIndex, buttons.length - 1)];
    (next ?? emptyRef.current)?.focus();
    setFocusIndex(null);
  }, [focusIndex, data]);

  if (data.state === 'loading') return <p role="status">{t('wishlist.loading')}</p>;
  if (data.state === 'failed') return <LoadFailed error={data.error} onRetry={reload} />;
  const entries = data.data;

  if (entries.length === 0) {
    return (
      <div data-testid="wishlist-empty">
        <p ref={emptyRef} tabIndex={-1}>
          {t('wishlist.empty')}
        </p>
        <LocalLink to="/shop/products" className="btn btn-shop">
          {t('cart.continue')}
        </LocalLink>
      </div>
    );
  }

  const remove = async (entry: WishlistEntry, index: number, name: string) => {
    setRemoving(entry.sku);
    try {
      const body = await apiDelete<typeof removeFromWishlistCall>(
        'wishlist',
        { sku: entry.sku },
        auth,
      );
      replace(body.wishlists);
      setFocusIndex(index);
      notify(t('wishlist.removed', { name }), 'success');
    } catch (err) {
      if (!sessionGone(err)) notify(errorText(err, t), 'error');
    } finally {
      setRemoving(null);
    }
  };

  return (
    <ul
      ref={listRef}
      className="list-unstyled row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-3"
      aria-label={t('wishlist.list')}
    >
      {entries.map((entry, index) => {
        const name = localText(entry.name, entry.itaName, lng) || entry.sku;
        const busy = removing === entry.sku;
        return (
          <li key={entry._id} className="col" data-testid="wishlist-entry">
            <article className="card h-100">
              {entry.image ? (
                <SquarePicture
                  src={entry.image}
                  size={400}
                  lazy
                  className="card-img-top product-image"
                />
              ) : null}
              <div className="card-body d-flex flex-column">
                <h2 className="h6 card-title">
                  {entry.available && entry.url ? (
                    <LocalLink to={productPath(entry.url)}>{name}</LocalLink>
                  ) : (
                    name
                  )}
                </h2>
                {entry.available ? (
                  <>
                    <p className="mb-2">
                      <EntryPrice entry={entry} />
                    </p>
                    {!entry.inStock && (
                      <p className="mb-2">
                        <span className="badge text-bg-secondary">{t('product.outOfStock')}</span>
                      </p>
                    )}
                  </>
                ) : (
                  <p className="mb-2" data-testid="wishlist-unavailable">
                    <span className="badge text-bg-secondary">{t('wishlist.unavailable')}</span>
                  </p>
                )}
                <div className="mt-auto">
                  <button
                    type="button"
                    data-remove
                    className="btn btn-sm btn-outline-danger"
                    disabled={busy}
                    aria-label={t('wishlist.removeOne', { name })}
                    onClick={() => void remove(entry, index, name)}
                  >
                    {busy ? t('wishlist.removing') : t('wishlist.remove')}
                  </button>
                </div>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
