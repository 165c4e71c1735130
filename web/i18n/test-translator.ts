import { createInstance, type TFunction } from 'i18next';
import de from './de.json';
import en from './en.json';

/** A translator for tests, set up as the app sets up its own (German default, English fallback). */
export async function createTranslator(lng: 'de' | 'en'): Promise<TFunction> {
  const instance = createInstance();
  await instance.init({
    lng,
    fallbackLng: 'en',
    resources: { de: { translation: de }, en: { translation: en } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return instance.t;
}
