import type { TFunction } from 'i18next';
import type { EstimateBasis } from '../../contracts/estimate';
import type { Language } from '../i18n/languages';
import { formatNumber } from './format-price';

// Builds 'Based on 812 auction sales of 7-character, letters-only .com names, 2015–2019' from the
// estimate's basis, in the UI language. The valuation backs off to coarser groups when a fine one has
// too few sales, so any of the matched properties may be missing, and the TLD slot may hold a TLD
// type ('generic', 'country-code') instead of a TLD.

const tldTypes: Record<string, string> = { generic: 'generic', 'country-code': 'countryCode' };

export function describeBasis(t: TFunction, basis: EstimateBasis, language: Language): string {
  if (basis.sales <= 0) return t('basis.noSales');

  const lead = t('basis.lead', {
    count: basis.sales,
    n: formatNumber(basis.sales, language),
    context: basis.context,
  });
  const group = describeGroup(t, basis.matched);
  const text = group ? t('basis.of', { lead, group }) : lead;

  if (!basis.years) return text;
  const [from, to] = basis.years;
  return from === to ? t('basis.year', { text, year: from }) : t('basis.years', { text, from, to });
}

function describeGroup(t: TFunction, matched: EstimateBasis['matched']): string | undefined {
  const qualifiers = [lengthQualifier(t, matched.length), charClassQualifier(t, matched.charClass)]
    .filter((part): part is string => Boolean(part))
    .join(t('basis.qualifierSeparator'));
  const suffix = qualifiers ? 'Qualified' : '';
  const tld = matched.tld;
  if (tld) {
    const type = tldTypes[tld];
    return type
      ? t(`basis.group.${type}${suffix}`, { qualifiers })
      : t(`basis.group.exact${suffix}`, { qualifiers, tld });
  }
  return qualifiers ? t('basis.group.qualified', { qualifiers }) : undefined;
}

function lengthQualifier(t: TFunction, length: string | undefined): string | undefined {
  if (!length) return undefined;
  if (length.endsWith('+')) return t('basis.lengthAtLeast', { min: length.slice(0, -1) });
  return t('basis.length', { length: length.replace('-', '–') });
}

function charClassQualifier(t: TFunction, charClass: string | undefined): string | undefined {
  if (!charClass) return undefined;
  const key = `basis.charClass.${charClass}`;
  // A class the valuation adds later is left out rather than shown untranslated.
  return t(key, { defaultValue: '' }) || undefined;
}
