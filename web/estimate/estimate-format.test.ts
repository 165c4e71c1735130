import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EstimateBasis, Estimation } from '../../contracts/estimate';
import { createTranslator } from '../i18n/test-translator';
import { describeBasis } from './describe-basis';
import { currencyDecimals, formatPrice, formatShare } from './format-price';
import { nameFacts } from './name-facts';

const nbsp = /\u00a0|\u202f/g;
let tEn: TFunction;
let tDe: TFunction;

beforeAll(async () => {
  const make = createTranslator;
  tEn = await make('en');
  tDe = await make('de');
});

const basis: EstimateBasis = {
  sales: 812,
  matched: { tld: 'com', length: '7', charClass: 'letters' },
  years: [2015, 2019],
  context: 'auction',
};

describe('prices', () => {
  it('shows US dollars with two decimals in the reader’s locale', () => {
    expect(formatPrice(1200, 'USD', 'en')).toBe('$1,200.00');
    expect(formatPrice(1200, 'USD', 'de').replace(nbsp, ' ')).toBe('1.200,00 $');
  });

  it('shows currencies other than USD and EUR without decimals', () => {
    expect(currencyDecimals('EUR')).toBe(2);
    expect(currencyDecimals('JPY')).toBe(0);
    expect(formatPrice(1234.56, 'CHF', 'en').replace(nbsp, ' ')).toBe('CHF 1,235');
  });

  it('shows the range coverage as a percentage', () => {
    expect(formatShare(0.8, 'en')).toBe('80%');
    expect(formatShare(0.8, 'de').replace(nbsp, ' ')).toBe('80 %');
  });
});

describe('what an estimate is based on', () => {
  it('names the sales, the group and the years', () => {
    expect(describeBasis(tEn, basis, 'en')).toBe(
      'Based on 812 auction sales of 7-character, letters-only .com names, 2015–2019',
    );
    expect(describeBasis(tDe, basis, 'de')).toBe(
      'Basierend auf 812 Auktionsverkäufen von .com-Namen mit 7 Zeichen und nur aus Buchstaben, 2015–2019',
    );
  });

  it('says less when the estimate comes from a coarser group', () => {
    expect(describeBasis(tEn, { ...basis, matched: { length: '8-9' }, years: [2017, 2017] }, 'en')).toBe(
      'Based on 812 auction sales of 8–9-character names, 2017',
    );
    expect(describeBasis(tEn, { ...basis, matched: { tld: 'de' }, years: null }, 'en')).toBe(
      'Based on 812 auction sales of .de names',
    );
    expect(describeBasis(tEn, { ...basis, sales: 1, matched: {}, years: null }, 'en')).toBe(
      'Based on 1 auction sale',
    );
    expect(describeBasis(tEn, { ...basis, matched: { tld: 'country-code', length: '15+' } }, 'en')).toBe(
      'Based on 812 auction sales of 15-or-more-character names under country-code TLDs, 2015–2019',
    );
  });

  it('speaks of plain sales for a context it does not know, and formats large counts', () => {
    expect(describeBasis(tEn, { ...basis, sales: 12000, context: 'retail', matched: {} }, 'en')).toBe(
      'Based on 12,000 sales, 2015–2019',
    );
    expect(describeBasis(tDe, { ...basis, sales: 12000, context: 'retail', matched: {} }, 'de')).toBe(
      'Basierend auf 12.000 Verkäufen, 2015–2019',
    );
  });

  it('leaves out a character class it has no words for', () => {
    expect(describeBasis(tEn, { ...basis, matched: { charClass: 'emoji' }, years: null }, 'en')).toBe(
      'Based on 812 auction sales',
    );
  });

  it('says so when no comparable sales were found', () => {
    expect(describeBasis(tEn, { ...basis, sales: 0 }, 'en')).toContain('No comparable sales');
  });
});

describe('name facts', () => {
  const features: Estimation['features'] = {
    nameBased: {
      length: 3,
      lengthBucket: '3',
      charClass: 'letters',
      pattern: 'LLL',
      cvPattern: 'CVC',
      idn: false,
    },
    tldBased: { tld: 'com', tldType: 'generic', salesSeen: 15234 },
  };

  it('lists the extension, length, characters, patterns and sales seen', () => {
    const facts = nameFacts(tEn, features, 'en');
    expect(facts.map((f) => [f.label, f.value])).toEqual([
      ['Extension', '.com'],
      ['Length', '3 characters'],
      ['Characters', 'Letters only'],
      ['Pattern', 'LLL'],
      ['Consonants and vowels', 'CVC'],
      ['Sales of .com names in the data', '15,234'],
    ]);
  });

  it('skips facts the answer does not have', () => {
    const facts = nameFacts(tDe, { nameBased: { length: 1 }, tldBased: { tld: 'de' } }, 'de');
    expect(facts.map((f) => [f.label, f.value])).toEqual([
      ['Endung', '.de'],
      ['Länge', '1 Zeichen'],
    ]);
  });
});
