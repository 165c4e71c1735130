import type { TFunction } from 'i18next';

// Values of the answer that the web app translates when it knows them and shows as given when not.

/** The translation of a value under `prefix` ('facts.charactersValue'), or the value itself when there is none. */
export function valueText(t: TFunction, prefix: string, value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^[\w-]+$/.test(value)) return value;
  const text = t(`${prefix}.${value}`, { defaultValue: '' });
  return typeof text === 'string' && text !== '' ? text : value;
}

/** 'noun, verb' -> 'Substantiv, Verb' in German; a part of speech without a translation as given. */
export function partsOfSpeechText(t: TFunction, parts: string): string {
  return parts
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => valueText(t, 'facts.partOfSpeechValue', part))
    .join(t('facts.listSeparator'));
}
