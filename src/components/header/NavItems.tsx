import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import type { ContentLanguage } from '../../core/routes/languages';
import { brandPath, categoryPath } from '../../core/routes/shop-routes';
import { NAVIGATION_LINKS } from '../../core/site/navigation';
import type { ShopDefaults } from '../../core/site/shop-data';
import type { NavigationItem } from '../../core/site/site-settings';
import { LocalLink } from '../site/LocalLink';
import { DisclosureMenu } from './DisclosureMenu';

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
            <DisclosureMenu key={item} title={t(`nav.${item}`)} id={`${idPrefix}-${item}`}>
              {entries.map((entry) => (
                <LocalLink key={entry.key} to={entry.to} className="dropdown-item">
                  {entry.name}
                </LocalLink>
              ))}
            </DisclosureMenu>
          );
        }
        const to = NAVIGATION_LINKS[item] ?? '/';
        return (
          <LocalLink key={item} to={to} className="nav-link">
            {t(`nav.${item}`)}
          </LocalLink>
        );
      })}
    </>
  );
}
