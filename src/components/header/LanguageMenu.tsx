import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import { DisclosureMenu } from './DisclosureMenu';

/** Spec 2: "The language menu offers English and Italiano." Hidden for a one-language shop. */
export function LanguageMenu({ languages }: { languages: readonly string[] }) {
  const { t } = useTranslation();
  const { language, originalPath, changeLanguage } = useI18next();
  return (
    <DisclosureMenu title={t(`language.${language}`)} id="language-menu" alignEnd>
      {languages.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          className={`dropdown-item${lng === language ? ' active' : ''}`}
          aria-current={lng === language ? 'true' : undefined}
          onClick={() => {
            // The plugin loses the path at a language root (/it) unless it is given.
            void changeLanguage(lng, originalPath);
          }}
        >
          {t(`language.${lng}`)}
        </button>
      ))}
    </DisclosureMenu>
  );
}
