import { navigate } from 'gatsby';
import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import React, { lazy, memo, useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { contentLanguage, type ContentLanguage } from '../../core/routes/languages';
import { localisedPath } from '../../core/routes/shop-routes';
import { isAdminLevel } from '../../core/customers/login-level';
import { showsPage } from '../../core/site/shop-open';
import type { CategoryEntry, PublicSiteSettings, ShopDefaults } from '../../core/site/shop-data';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { shopActions } from '../../state/shop-slice';
import { useCartSummary } from '../cart/use-cart';
import { Header } from '../header/Header';
import { Deferred } from '../site/Deferred';
import { markFirstPageShown } from '../site/first-page';
import { useShopDefaults } from '../site/use-shop-defaults';
import { useShopSnapshot } from '../site/use-shop-snapshot';
import { LazyAgeGate, LazyShopClosed, ToastHost } from './LazyExtras';
import { settleDefaults } from './settle-defaults';
import { useSiteLook } from './use-site-look';

/*
 * Header, page and footer each sit in a Suspense boundary (inside the one gatsby-browser.tsx
 * puts around the whole page): React hydrates a boundary's server HTML after what encloses it,
 * at low priority and in short slices that let the browser in between, instead of one long
 * task for the whole page (the page looks the same meanwhile, and a click on a part not yet
 * hydrated hydrates that part first). The boundaries are memoised: a layout re-render reaching
 * a boundary that has not hydrated yet would make React hydrate it at once, in one piece.
 */

/** Renders nothing; its effect runs once the page's content has hydrated (or mounted). */
function FirstPageMark() {
  useEffect(markFirstPageShown, []);
  return null;
}

const DeferredPage = memo(function DeferredPage({ children }: { children: ReactNode }) {
  return (
    <Deferred>
      <FirstPageMark />
      {children}
    </Deferred>
  );
});

const DeferredHeader = memo(function DeferredHeader(props: {
  defaults: ShopDefaults;
  lng: ContentLanguage;
}) {
  return (
    <Deferred>
      <Header {...props} />
    </Deferred>
  );
});

interface FooterAreaProps {
  site: PublicSiteSettings;
  categories: CategoryEntry[];
  lng: ContentLanguage;
  /** The route language, where the copyright line goes home. */
  language: string;
  backOffice: boolean;
}

/**
 * The footer's code is not in the page's first scripts (issue 25.15): its newsletter form
 * brings the forms' code. The server HTML shows it meanwhile; React hydrates it when the
 * chunk arrives, as it does any boundary whose code is still loading. Memoised: skips the
 * footer's re-render when only the defaults' object changed (the cart re-reads them).
 */
const MemoFooter = memo(
  lazy(() => import('./footer/Footer').then((module) => ({ default: module.Footer }))),
);

function FooterWithCart({ site, categories, lng, language, backOffice }: FooterAreaProps) {
  const dispatch = useAppDispatch();
  const summary = useCartSummary();
  const cart = useMemo(
    () =>
      summary
        ? {
            totalItems: summary.totalItems,
            totalPrice: summary.totalPrice,
            currency: summary.currency,
          }
        : null,
    [summary],
  );
  const onCopyright = useCallback(() => {
    // Spec 2: "clicking the copyright clears the age confirmation and goes home".
    dispatch(shopActions.ageCleared());
    void navigate(localisedPath('/', language));
  }, [dispatch, language]);
  return (
    <MemoFooter
      site={site}
      categories={categories}
      language={lng}
      cart={cart}
      onCopyright={onCopyright}
      backOffice={backOffice}
    />
  );
}

const DeferredFooter = memo(function DeferredFooter(props: FooterAreaProps) {
  return (
    <Deferred>
      <FooterWithCart {...props} />
    </Deferred>
  );
});

/** The age gate, once the saved confirmation has been read (it never flashes). */
function AgeGateHost() {
  const dispatch = useAppDispatch();
  const show = useAppSelector((state) => state.shop.restored && !state.shop.confirmAge);
  return <LazyAgeGate show={show} onConfirm={() => dispatch(shopActions.ageConfirmed())} />;
}

/**
 * Every storefront page: header, the page (or the closed notice of an inactive shop), footer,
 * the age gate and toasts. Site colours and text from settings become CSS variables (not on a
 * back-office page). A back-office page (AdminPage) says so: its footer has no shopper's cart
 * or newsletter sign-up.
 */
export function Layout({
  children,
  backOffice = false,
}: {
  children: ReactNode;
  backOffice?: boolean;
}) {
  const { t } = useTranslation();
  const { language, originalPath } = useI18next();
  // Asks for the live defaults (useShopDefaults), settled so that an answer equal to the
  // build's copy changes no prop below.
  const built = useShopSnapshot();
  const defaults = settleDefaults(useShopDefaults(), built.defaults);
  const { site } = defaults;
  const lng = contentLanguage(language);
  const isAdmin = useAppSelector(
    (state) => state.customer.loggedIn && isAdminLevel(state.customer.level),
  );

  // Spec 1: a shop that offers one language forces it.
  const forced = defaults.language.single ? defaults.language.enabled[0] : undefined;
  useEffect(() => {
    if (forced && forced !== language) {
      void navigate(`${localisedPath(originalPath, forced)}${window.location.search}`, {
        replace: true,
      });
    }
  }, [forced, language, originalPath]);

  const published = useMemo(
    () => ({ colors: built.defaults.site.colors, look: built.look }),
    [built],
  );
  const look = useSiteLook(site.colors, backOffice, published);

  return (
    <div style={look} className="shop-frame d-flex flex-column min-vh-100">
      <a href="#main" className="skip-link">
        {t('layout.skip')}
      </a>
      <DeferredHeader defaults={defaults} lng={lng} />
      <main id="main" tabIndex={-1} className="flex-grow-1 container-lg py-3">
        {!site.shopActive && isAdmin && (
          <p role="status" className="alert alert-warning py-2">
            {t('shopClosed.adminNotice')}
          </p>
        )}
        <DeferredPage>
          {showsPage(site.shopActive, isAdmin, originalPath) ? (
            children
          ) : (
            <LazyShopClosed site={site} />
          )}
        </DeferredPage>
      </main>
      <DeferredFooter
        site={site}
        categories={defaults.categories}
        lng={lng}
        language={language}
        backOffice={backOffice}
      />
      <AgeGateHost />
      <ToastHost />
    </div>
  );
}
