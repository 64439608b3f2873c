import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { useFormatMoney } from '../site/use-format-money';
import { useCartSummary } from '../cart/use-cart';
import { LocalLink } from '../site/LocalLink';

/** The header cart: item count and total, linking to /cart. Phones get the icon and count. */
export function HeaderCart() {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const summary = useCartSummary();
  const count = summary?.totalItems ?? 0;
  return (
    <>
      <LocalLink
        to="/cart"
        className="nav-link d-flex align-items-center gap-1 text-nowrap"
        data-testid="header-cart"
        aria-label={t('cart.header', { count })}
      >
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="currentColor">
          <path d="M7 4h14l-2 9H8.2l.4 2H19v2H7L5 4H2V2h4.4zM9 19a2 2 0 1 1 0 4 2 2 0 0 1 0-4m9 0a2 2 0 1 1 0 4 2 2 0 0 1 0-4" />
        </svg>
        <span className="badge rounded-pill text-bg-dark" aria-hidden="true">
          {count}
        </span>
      </LocalLink>
      {/* Outside the link: its name must contain all of its visible text (WCAG 2.5.3). */}
      {summary && (
        <span className="d-none d-sm-inline text-nowrap">
          {formatMoney(summary.totalPrice, summary.currency)}
        </span>
      )}
    </>
  );
}
