import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n';
import { languages } from '../i18n/languages';
import { useLanguage } from './use-language';

const shortNames = { de: 'DE', en: 'EN' } as const;

/** German / English buttons (spec: the language is switched in the navbar). */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const current = useLanguage();
  return (
    <fieldset className="language-switch">
      <legend className="visually-hidden">{t('language.group')}</legend>
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-label={t(`language.${language}`)}
          aria-pressed={current === language}
          data-testid={`language-${language}`}
          onClick={() => changeLanguage(language)}
        >
          {shortNames[language]}
        </button>
      ))}
    </fieldset>
  );
}
