// Spec section 9: German is the default locale, English the fallback.
export const languages = ['de', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'de';
export const fallbackLanguage: Language = 'en';

/** Locale for numbers and currencies in each UI language. */
export const numberLocales: Record<Language, string> = { de: 'de-DE', en: 'en-US' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The language to start with: the stored choice when it is one we speak, else German. */
export function pickLanguage(stored: string | null | undefined): Language {
  return isLanguage(stored) ? stored : defaultLanguage;
}

export function toLanguage(value: string | undefined): Language {
  const base = value?.split('-')[0];
  return isLanguage(base) ? base : defaultLanguage;
}
