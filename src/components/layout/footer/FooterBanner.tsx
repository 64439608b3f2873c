import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import type { FooterImage } from '../../../core/site/footer-blocks';
import { LocalLink } from '../../site/LocalLink';
import { SiteImage } from '../../site/SiteImage';

/**
 * The footer banner: the shop's picture with the returns window written over it, from the
 * returns.days setting and in the page's language, so the banner can never say another number
 * than the returns policy and the rule the server enforces (the picture itself has no words).
 */
export function FooterBanner({
  banner,
  alt,
  returnsDays,
}: {
  banner: FooterImage;
  alt: string;
  returnsDays: number;
}) {
  const { t } = useTranslation();
  return (
    <div className="position-relative mx-auto" style={{ maxWidth: banner.width }}>
      {/* Below the fold on every page: never worth competing with the page's own images. */}
      <SiteImage image={banner} alt={alt} lazy className="img-fluid d-block mx-auto" />
      <LocalLink
        to="/returns_policy"
        data-testid="footer-banner-returns"
        className="position-absolute top-50 translate-middle-y rounded px-2 py-1 fw-bold text-white text-decoration-none"
        style={{
          left: '4%',
          maxWidth: '60%',
          background: 'rgba(0, 0, 0, 0.6)',
          fontSize: 'clamp(0.8rem, 2.4vw, 1.6rem)',
          lineHeight: 1.2,
        }}
      >
        {t('footer.returnsBanner', { count: returnsDays })}
      </LocalLink>
    </div>
  );
}
