import { useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { copyrightText } from '../../../core/site/footer-blocks';

interface Props {
  companyName: string;
  onCopyright: () => void;
}

/**
 * A button, not a link: besides going home it clears the age confirmation, which is an action.
 * The hidden suffix tells screen-reader users where it leads; the visible text stays first in
 * the name so voice control users can say what they see.
 */
export function Copyright({ companyName, onCopyright }: Props) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="btn btn-link link-body-emphasis p-0 text-decoration-none"
      onClick={onCopyright}
    >
      {copyrightText(companyName, new Date().getFullYear())}
      <span className="visually-hidden">, {t('footer.copyrightAction')}</span>
    </button>
  );
}
