import type { TFunction } from 'i18next';
import type { Estimation } from '../../contracts/estimate';
import type { Language } from '../i18n/languages';
import { formatNumber } from './format-price';

export type NameFact = { key: string; label: string; value: string; help?: string };

// A few facts about the name from `features`, in a fixed order. The valuation may add features; only
// those with a translated label are shown, so nothing appears in the wrong language.

export function nameFacts(t: TFunction, features: Estimation['features'], language: Language): NameFact[] {
  const facts: NameFact[] = [];
  const name = features.nameBased;
  const tld = features.tldBased.tld;

  facts.push({ key: 'tld', label: t('facts.tld'), value: `.${tld}` });

  if (typeof name.length === 'number') {
    facts.push({
      key: 'length',
      label: t('facts.length'),
      value: t('facts.lengthValue', { count: name.length }),
    });
  }
  if (typeof name.charClass === 'string') {
    const value = t(`facts.charClassValue.${name.charClass}`, { defaultValue: '' });
    if (value) facts.push({ key: 'charClass', label: t('facts.charClass'), value });
  }
  if (typeof name.pattern === 'string' && name.pattern) {
    facts.push({
      key: 'pattern',
      label: t('facts.pattern'),
      value: name.pattern,
      help: t('facts.patternHelp'),
    });
  }
  if (typeof name.cvPattern === 'string' && name.cvPattern) {
    facts.push({
      key: 'cvPattern',
      label: t('facts.cvPattern'),
      value: name.cvPattern,
      help: t('facts.cvPatternHelp'),
    });
  }
  const salesSeen = features.tldBased.salesSeen;
  if (typeof salesSeen === 'number') {
    facts.push({
      key: 'salesSeen',
      label: t('facts.salesSeen', { tld }),
      value: formatNumber(salesSeen, language),
    });
  }
  return facts;
}
