import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import Nav from 'react-bootstrap/Nav';
import NavDropdown from 'react-bootstrap/NavDropdown';
import type { ContentLanguage } from '../../core/routes/languages';
import { brandPath, categoryPath } from '../../core/routes/shop-routes';
import { NAVIGATION_LINKS } from '../../core/site/navigation';
import type { ShopDefaults } from '../../core/site/shop-data';
import type { NavigationItem } from '../../core/site/site-settings';
import { LocalLink } from '../site/LocalLink';

interface Props {
  items: readonly NavigationItem[];
  defaults: ShopDefaults;
  lng: ContentLanguage;
  /** Distinguishes the desktop and mobile copies' dropdown ids. */
  idPrefix: string;
}

/** Navbar entries in the given order; brands and categories open their lists. */
export function NavItems({ items, defaults, lng, idPrefix }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {items.map((item) => {
        if (item === 'brands' || item === 'categories') {
          const entries =
            item === 'brands'
              ? defaults.brands.map((b) => ({
                  key: b._id,
                  name: b.lng[lng].name,
                  to: brandPath(b.name),
                }))
              : defaults.categories.map((c) => ({
                  key: c._id,
                  name: c.lng[lng].name,
                  to: categoryPath(c.name),
                }));
          return (
            <NavDropdown key={item} title={t(`nav.${item}`)} id={`${idPrefix}-${item}`}>
              {entries.map((entry) => (
                <NavDropdown.Item key={entry.key} as={LocalLink} to={entry.to}>
                  {entry.name}
                </NavDropdown.Item>
              ))}
            </NavDropdown>
          );
        }
        const to = NAVIGATION_LINKS[item] ?? '/';
        return (
          <Nav.Link key={item} as={LocalLink} to={to}>
            {t(`nav.${item}`)}
          </Nav.Link>
        );
      })}
    </>
  );
}
