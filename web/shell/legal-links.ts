import type { Language } from '../i18n/languages';

// Spec section 2: the footer's legal links lead to paths that depend on the language.
export type LegalPage = 'contact' | 'privacy' | 'terms' | 'imprint';

export const legalPaths: Record<Language, Record<LegalPage, string>> = {
  de: { contact: '/kontakt', privacy: '/datenschutz', terms: '/agb', imprint: '/impressum' },
  en: { contact: '/contact', privacy: '/privacy', terms: '/terms', imprint: '/imprint' },
};
