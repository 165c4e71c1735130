import { useTranslation } from 'react-i18next';
import { type Language, toLanguage } from '../i18n/languages';

/** The UI language as one of ours ('de' | 'en'), for locale-dependent formatting and paths. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}
