import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useRef, useState } from 'react';
import type { ContentLanguage } from '../../core/routes/languages';
import { desktopMenu, menuVisibility, mobileMenu } from '../../core/site/navigation';
import type { ShopDefaults } from '../../core/site/shop-data';
import { useAppSelector } from '../../state/hooks';
import { LocalLink } from '../site/LocalLink';
import { SiteImage } from '../site/SiteImage';
import { AccountMenus } from './AccountMenus';
import { HeaderCart } from './HeaderCart';
import { LanguageMenu } from './LanguageMenu';
import { NavItems } from './NavItems';
import { SearchBox } from './SearchBox';
import { useEscapeCloses } from './use-escape-closes';

/**
 * The logo's place (site settings company.logo.align): in the bar's row on the left, or a row
 * of its own above the bar, centred or on the right.
 */
const LOGO_ROW = {
  left: 'd-flex',
  center: 'd-flex w-100 justify-content-center',
  right: 'd-flex w-100 justify-content-end',
} as const;

/**
 * The navbar of spec section 2. Bootstrap's md breakpoint (768 px) collapses it at 767 px and
 * below, where the mobile list (by navigation flags) replaces the desktop order. Bootstrap's
 * navbar markup with a plain toggle button rather than React-Bootstrap's Navbar and dropdowns:
 * the header is on every page, and their code cost more to load and hydrate than the menus.
 */
export function Header({ defaults, lng }: { defaults: ShopDefaults; lng: ContentLanguage }) {
  const { t } = useTranslation();
  const { site, language } = defaults;
  // Two primitives, not the customer object: restoring a logged-out visitor from storage
  // replaces the object but changes neither, and must not re-render the header.
  const loggedIn = useAppSelector((state) => state.customer.loggedIn);
  const level = useAppSelector((state) => state.customer.level);
  const visible = menuVisibility(loggedIn, level);
  const { left, right } = desktopMenu(site.navigation);
  const logo = site.company.logo;
  const [menuOpen, setMenuOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // Not from the search box, whose Escape empties it.
  useEscapeCloses(menuOpen, [menu, toggle], () => {
    setMenuOpen(false);
    toggle.current?.focus();
  });

  return (
    <header>
      <nav
        aria-label={t('nav.site')}
        className="border-bottom navbar navbar-expand-md navbar-light bg-light"
      >
        <div className="flex-wrap container-lg">
          {visible.logoAndCart && (
            <div className={LOGO_ROW[logo.align]}>
              {/* Bootstrap's brand keeps a margin on its right for the bar's next item. */}
              <LocalLink to="/" className={`navbar-brand${logo.align === 'left' ? '' : ' me-0'}`}>
                {logo.showLogo && logo.image ? (
                  <SiteImage
                    image={logo}
                    alt={site.company.name || t('app.name')}
                    style={{ maxWidth: '45vw', height: 'auto' }}
                  />
                ) : (
                  site.company.name || t('app.name')
                )}
              </LocalLink>
            </div>
          )}
          {site.home.showSearch && (
            <div className="d-none d-md-block flex-grow-1 mx-3" style={{ maxWidth: '28rem' }}>
              <SearchBox isAdmin={visible.adminMenus} defaults={defaults} lng={lng} />
            </div>
          )}
          <div className="d-flex align-items-center gap-2 ms-auto">
            {visible.logoAndCart && site.home.showCart && <HeaderCart />}
            <button
              ref={toggle}
              type="button"
              className={`navbar-toggler${menuOpen ? '' : ' collapsed'}`}
              aria-controls="main-navbar"
              aria-expanded={menuOpen}
              aria-label={t('nav.toggle')}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <span className="navbar-toggler-icon" />
            </button>
          </div>
          {/* Phones: the search box in the bar itself, not behind the menu (issue 25.10). */}
          {site.home.showSearch && (
            <div className="d-md-none w-100">
              <SearchBox isAdmin={visible.adminMenus} defaults={defaults} lng={lng} />
            </div>
          )}
          {/* A second row on wide screens; the whole menu below the toggle at 767 px and less. */}
          <div
            ref={menu}
            id="main-navbar"
            className={`w-100 navbar-collapse collapse${menuOpen ? ' show' : ''}`}
          >
            <div className="me-auto d-none d-md-flex navbar-nav">
              <NavItems items={left} defaults={defaults} lng={lng} idPrefix="desktop" />
            </div>
            <div className="d-md-none navbar-nav">
              <NavItems
                items={mobileMenu(site.navigation)}
                defaults={defaults}
                lng={lng}
                idPrefix="mobile"
              />
            </div>
            <div className="align-items-md-center navbar-nav">
              <div className="d-none d-md-flex">
                <NavItems items={right} defaults={defaults} lng={lng} idPrefix="desktop-right" />
              </div>
              <AccountMenus visible={visible} />
              {!language.single && <LanguageMenu languages={language.enabled} />}
            </div>
          </div>
        </div>
      </nav>
    </header>
  );
}
