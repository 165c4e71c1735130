import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readItem, storageKeys, writeItem } from '../storage/local-store';
import de from './de.json';
import en from './en.json';
import { defaultLanguage, fallbackLanguage, type Language, pickLanguage } from './languages';

export const resources = { de: { translation: de }, en: { translation: en } } as const;

/** Starts i18next with the stored language choice and keeps <html lang> and the storage in step. */
export function initI18n(): typeof i18n {
  const lng = pickLanguage(readItem(storageKeys.language));
  i18n.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: fallbackLanguage,
    supportedLngs: ['de', 'en'],
    interpolation: { escapeValue: false }, // React escapes.
    initAsync: false,
    returnNull: false,
    showSupportNotice: false, // no advertising in the visitor's console
  });
  setDocumentLanguage(lng);
  i18n.on('languageChanged', (next) => setDocumentLanguage(next));
  return i18n;
}

export function changeLanguage(language: Language): void {
  writeItem(storageKeys.language, language);
  void i18n.changeLanguage(language);
}

function setDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language || defaultLanguage;
}

export { i18n };
