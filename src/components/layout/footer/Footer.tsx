import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useMemo } from 'react';
import { footerPlan, type FooterCart as Cart } from '../../../core/site/footer-blocks';
import type { CategoryEntry, PublicSiteSettings } from '../../../core/site/shop-data';
import { LocalLink } from '../../site/LocalLink';
import { Copyright } from './Copyright';
import { FooterBanner } from './FooterBanner';
import { FooterCart } from './FooterCart';
import { FooterCompany } from './FooterCompany';
import { FooterNewsletter } from './FooterNewsletter';
import { FooterService } from './FooterService';
import { FooterShop } from './FooterShop';
import { SecuritySeal } from './SecuritySeal';
import type { ContentLanguage } from '../../../core/routes/languages';

export interface FooterProps {
  site: PublicSiteSettings;
  categories: CategoryEntry[];
  language: ContentLanguage;
  /** totalPrice in integer cents. Null: no cart yet (the block says the cart is empty). */
  cart: Cart | null;
  /** The copyright line was activated: the caller clears the age confirmation and goes home. */
  onCopyright: () => void;
  /** A back-office page: the shopper's cart block and the newsletter sign-up are left out. */
  backOffice?: boolean;
}

export function Footer({
  site,
  categories,
  language,
  cart,
  onCopyright,
  backOffice = false,
}: FooterProps) {
  const { t } = useTranslation();
  const plan = useMemo(
    () => footerPlan(site, categories, language, cart),
    [site, categories, language, cart],
  );
  const companyName = site.company.name.trim() || t('app.name');
  const blocks: { key: string; node: React.ReactNode }[] = [];
  if (plan.company) blocks.push({ key: 'company', node: <FooterCompany block={plan.company} /> });
  if (plan.service) blocks.push({ key: 'service', node: <FooterService links={plan.service} /> });
  if (plan.shop) blocks.push({ key: 'shop', node: <FooterShop links={plan.shop} /> });
  if (plan.cart && !backOffice) {
    blocks.push({ key: 'cart', node: <FooterCart block={plan.cart} image={plan.cartImage} /> });
  }

  return (
    <footer className="border-top mt-5 pt-4 pb-3">
      <div className="container">
        {blocks.length > 0 && (
          <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-4 mb-4">
            {blocks.map((block) => (
              <div key={block.key} className="col">
                {block.node}
              </div>
            ))}
          </div>
        )}
        {!backOffice && <FooterNewsletter />}
        {!backOffice && (
          // Whatever the footer flags say: brand, sub-category and menu-only pages stay one
          // plain link away from every page (issue 25.13).
          <nav aria-label={t('footer.shopMapLabel')} className="mb-3">
            <LocalLink to="/brands" className="link-body-emphasis">
              {t('footer.shopMap')}
            </LocalLink>
          </nav>
        )}
        {plan.banner && (
          <div className="mb-4">
            {/* What the banner shows is the shop's choice; its name is the honest description. */}
            <FooterBanner banner={plan.banner} alt={companyName} returnsDays={site.returns.days} />
          </div>
        )}
        <div className="d-flex flex-column flex-sm-row justify-content-between align-items-center gap-2">
          <SecuritySeal />
          <Copyright companyName={companyName} onCopyright={onCopyright} />
        </div>
      </div>
    </footer>
  );
}
