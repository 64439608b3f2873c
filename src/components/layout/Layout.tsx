import { navigate } from 'gatsby';
import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useEffect, type CSSProperties, type ReactNode } from 'react';
import { contentLanguage } from '../../core/routes/languages';
import { localisedPath } from '../../core/routes/shop-routes';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { shopActions } from '../../state/shop-slice';
import { useCartSummary } from '../cart/use-cart';
import { Header } from '../header/Header';
import { useShopDefaults } from '../site/use-shop-defaults';
import { Footer } from './footer/Footer';
import { ShopClosed } from './ShopClosed';
import { LazyAgeGate, ToastHost } from './LazyExtras';

/**
 * Every storefront page: header, the page (or the closed notice of an inactive shop), footer,
 * the age gate and toasts. Site colours from settings become CSS variables.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { language, originalPath } = useI18next();
  const defaults = useShopDefaults();
  const { site } = defaults;
  const lng = contentLanguage(language);
  const dispatch = useAppDispatch();
  const { confirmAge, restored } = useAppSelector((state) => state.shop);
  const summary = useCartSummary();

  // Spec 1: a shop that offers one language forces it.
  const forced = defaults.language.single ? defaults.language.enabled[0] : undefined;
  useEffect(() => {
    if (forced && forced !== language) {
      void navigate(`${localisedPath(originalPath, forced)}${window.location.search}`, {
        replace: true,
      });
    }
  }, [forced, language, originalPath]);

  const colours = {
    '--shop-front': site.colors.front,
    '--shop-back': site.colors.back,
    '--shop-highlight': site.colors.highlight,
  } as CSSProperties;

  return (
    <div style={colours} className="d-flex flex-column min-vh-100">
      <a href="#main" className="skip-link">
        {t('layout.skip')}
      </a>
      <Header defaults={defaults} lng={lng} />
      <main id="main" tabIndex={-1} className="flex-grow-1 container-lg py-3">
        {site.shopActive ? children : <ShopClosed site={site} />}
      </main>
      <Footer
        site={site}
        categories={defaults.categories}
        language={lng}
        cart={
          summary
            ? {
                totalItems: summary.totalItems,
                totalPrice: summary.totalPrice,
                currency: summary.currency,
              }
            : null
        }
        onCopyright={() => {
          // Spec 2: "clicking the copyright clears the age confirmation and goes home".
          dispatch(shopActions.ageCleared());
          void navigate(localisedPath('/', language));
        }}
      />
      <LazyAgeGate
        show={restored && !confirmAge}
        onConfirm={() => dispatch(shopActions.ageConfirmed())}
      />
      <ToastHost />
    </div>
  );
}
