import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import type { ContentLanguage } from '../../core/routes/languages';
import { desktopMenu, menuVisibility, mobileMenu } from '../../core/site/navigation';
import type { ShopDefaults } from '../../core/site/shop-data';
import { useAppSelector } from '../../state/hooks';
import { LocalLink } from '../site/LocalLink';
import { AccountMenus } from './AccountMenus';
import { HeaderCart } from './HeaderCart';
import { LanguageMenu } from './LanguageMenu';
import { NavItems } from './NavItems';
import { SearchBox } from './SearchBox';

/**
 * The navbar of spec section 2. Bootstrap's md breakpoint (768 px) collapses it at 767 px and
 * below, where the mobile list (by navigation flags) replaces the desktop order.
 */
export function Header({ defaults, lng }: { defaults: ShopDefaults; lng: ContentLanguage }) {
  const { t } = useTranslation();
  const { site, language } = defaults;
  const customer = useAppSelector((state) => state.customer);
  const visible = menuVisibility(customer.loggedIn, customer.level);
  const { left, right } = desktopMenu(site.navigation);
  const logo = site.company.logo;

  return (
    <header>
      <Navbar expand="md" bg="light" className="border-bottom" aria-label={t('nav.site')}>
        <Container fluid="lg" className="flex-wrap">
          {visible.logoAndCart && (
            <Navbar.Brand as={LocalLink} to="/">
              {logo.showLogo && logo.image ? (
                <img
                  src={logo.image}
                  width={logo.width}
                  height={logo.height}
                  alt={site.company.name || t('app.name')}
                  style={{ maxWidth: '45vw', height: 'auto' }}
                />
              ) : (
                site.company.name || t('app.name')
              )}
            </Navbar.Brand>
          )}
          {site.home.showSearch && (
            <div className="d-none d-md-block flex-grow-1 mx-3" style={{ maxWidth: '28rem' }}>
              <SearchBox isAdmin={visible.adminMenus} />
            </div>
          )}
          <div className="d-flex align-items-center gap-2 ms-auto">
            {visible.logoAndCart && site.home.showCart && <HeaderCart />}
            <Navbar.Toggle aria-controls="main-navbar" label={t('nav.toggle')} />
          </div>
          {/* A second row on wide screens; the whole menu below the toggle at 767 px and less. */}
          <Navbar.Collapse id="main-navbar" className="w-100">
            <Nav className="me-auto d-none d-md-flex">
              <NavItems items={left} defaults={defaults} lng={lng} idPrefix="desktop" />
            </Nav>
            <Nav className="d-md-none">
              <NavItems
                items={mobileMenu(site.navigation)}
                defaults={defaults}
                lng={lng}
                idPrefix="mobile"
              />
            </Nav>
            {site.home.showSearch && (
              <div className="d-md-none my-2">
                <SearchBox isAdmin={visible.adminMenus} />
              </div>
            )}
            <Nav className="align-items-md-center">
              <div className="d-none d-md-flex">
                <NavItems items={right} defaults={defaults} lng={lng} idPrefix="desktop-right" />
              </div>
              <AccountMenus visible={visible} />
              {!language.single && <LanguageMenu languages={language.enabled} />}
            </Nav>
          </Navbar.Collapse>
        </Container>
      </Navbar>
    </header>
  );
}
