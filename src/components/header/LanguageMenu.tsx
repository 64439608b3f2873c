import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import React from 'react';
import NavDropdown from 'react-bootstrap/NavDropdown';

/** Spec 2: "The language menu offers English and Italiano." Hidden for a one-language shop. */
export function LanguageMenu({ languages }: { languages: readonly string[] }) {
  const { t } = useTranslation();
  const { language, originalPath, changeLanguage } = useI18next();
  return (
    <NavDropdown title={t(`language.${language}`)} id="language-menu" align="end">
      {languages.map((lng) => (
        <NavDropdown.Item
          key={lng}
          as="button"
          lang={lng}
          active={lng === language}
          aria-current={lng === language ? 'true' : undefined}
          onClick={() => {
            // The plugin loses the path at a language root (/it) unless it is given.
            void changeLanguage(lng, originalPath);
          }}
        >
          {t(`language.${lng}`)}
        </NavDropdown.Item>
      ))}
    </NavDropdown>
  );
}
