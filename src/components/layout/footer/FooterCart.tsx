import { useTranslation } from 'gatsby-plugin-react-i18next';
import React, { useId } from 'react';
import type { FooterCartBlock, FooterImage } from '../../../core/site/footer-blocks';
import { useFormatMoney } from '../../site/use-format-money';
import { LocalLink } from '../../site/LocalLink';
import { SiteImage } from '../../site/SiteImage';
import { FooterHeading } from './FooterHeading';

export function FooterCart({
  block,
  image,
}: {
  block: FooterCartBlock;
  image: FooterImage | null;
}) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const headingId = useId();
  return (
    <div>
      <FooterHeading id={headingId}>{t('footer.cart.heading')}</FooterHeading>
      <div className="d-flex gap-3 align-items-start">
        {image && (
          // Decorative: the text beside it says everything the picture could.
          <SiteImage image={image} alt="" lazy className="flex-shrink-0" />
        )}
        {/* Not a live region: adding to the cart is announced by its toast, once is enough. */}
        <div>
          {block.kind === 'empty' ? (
            <p className="mb-2">{t('footer.cart.empty')}</p>
          ) : (
            <ul className="list-unstyled mb-2">
              {block.showItems && <li>{t('footer.cart.items', { count: block.totalItems })}</li>}
              {block.showPrice && (
                <li>
                  {t('footer.cart.total', {
                    total: formatMoney(block.totalPrice, block.currency),
                  })}
                </li>
              )}
            </ul>
          )}
          <LocalLink to="/cart" className="link-body-emphasis">
            {t('footer.cart.view')}
          </LocalLink>
        </div>
      </div>
    </div>
  );
}
