import type { TFunction } from 'i18next';
import type { Estimation } from '../../contracts/estimate';
import { type Language, numberLocales } from '../i18n/languages';
import { formatNumber } from './format-price';
import { partsOfSpeechText, valueText } from './value-text';

export type NameFact = { key: string; label: string; value: string; help?: string };

// Facts about the name from `features`, in a fixed order. Any fact may be missing (it is then left out);
// a value the web app has no words for (a new character class or TLD type) is shown as given.

export function nameFacts(t: TFunction, features: Estimation['features'], language: Language): NameFact[] {
  const name = features.nameBased;
  const tld = features.tldBased;
  const facts: NameFact[] = [{ key: 'tld', label: t('facts.tld'), value: `.${tld.tld}` }];
  const add = (key: string, value: string | undefined, help?: string) => {
    if (value) facts.push({ key, label: t(`facts.${key}`), value, ...(help ? { help } : {}) });
  };

  const length = numberOf(name.length);
  if (length !== undefined) add('length', t('facts.lengthValue', { count: length }));
  add('characters', valueText(t, 'facts.charactersValue', stringOf(name.characters)));
  if (stringOf(name.pattern)) add('pattern', stringOf(name.pattern), t('facts.patternHelp'));

  // `words` also holds the pieces that are no word ('qzx'); `wordCount` says how many are words.
  const wordCount = numberOf(name.wordCount);
  if (wordCount === 0) add('words', t('facts.noWords'));
  else if (wordCount !== undefined) add('words', stringOf(name.words));
  const parts = stringOf(name.partsOfSpeech);
  if (parts) add('partsOfSpeech', partsOfSpeechText(t, parts));
  const syllables = numberOf(name.syllables);
  if (syllables !== undefined && syllables > 0) add('syllables', formatNumber(syllables, language));

  const type = stringOf(tld.tldType);
  if (type && type !== 'unknown') {
    const country =
      type === 'country-code' ? countryName(tld.tld, stringOf(tld.country), language) : undefined;
    const typeText = valueText(t, 'facts.tldTypeValue', type) as string;
    const help = t(`facts.tldTypeHelp.${type}`, { defaultValue: '' });
    add('tldType', country ? t('facts.tldTypeCountry', { type: typeText, country }) : typeText, help);
  }
  const delegated = numberOf(tld.delegationYear);
  if (delegated !== undefined) add('delegationYear', String(delegated), t('facts.delegationYearHelp'));
  return facts;
}

// The country of a two-letter country-code TLD in the UI language ('Deutschland' for .de); the
// valuation's English name when the browser has no name for it.
function countryName(tld: string, given: string | undefined, language: Language): string | undefined {
  const topLevel = tld.split('.').pop()?.toUpperCase() ?? '';
  if (/^[A-Z]{2}$/.test(topLevel)) {
    try {
      const name = new Intl.DisplayNames([numberLocales[language]], { type: 'region', fallback: 'none' }).of(
        topLevel,
      );
      if (name) return name;
    } catch {
      // No region names in this runtime: the given name below.
    }
  }
  return given;
}

function numberOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
