import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Estimation } from '../../contracts/estimate';
import { createTranslator } from '../i18n/test-translator';
import { buildEstimation } from './build-estimation';
import { currencyDecimals, formatPrice, formatShare } from './format-price';
import { nameFacts } from './name-facts';

const nbsp = /\u00a0|\u202f/g;
let tEn: TFunction;
let tDe: TFunction;

beforeAll(async () => {
  tEn = await createTranslator('en');
  tDe = await createTranslator('de');
});

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

describe('name facts', () => {
  const rows = (facts: ReturnType<typeof nameFacts>) => facts.map((fact) => [fact.label, fact.value]);

  it('lists extension, length, characters, words, parts of speech, syllables, TLD type and age', () => {
    expect(rows(nameFacts(tEn, buildEstimation().features, 'en'))).toEqual([
      ['Extension', '.com'],
      ['Length', '7 characters'],
      ['Characters', 'Letters only'],
      ['English words found', 'example'],
      ['Parts of speech', 'noun'],
      ['Syllables', '3'],
      ['Type of extension', 'Classic generic'],
      ['Extension exists since', '1985'],
    ]);
  });

  it('speaks German, with the country of a country-code TLD in German', () => {
    const features: Estimation['features'] = {
      nameBased: {
        length: 27,
        characters: 'hyphenated',
        wordCount: 5,
        words: 'cheap used car parts online',
        partsOfSpeech: 'noun, verb, adjective',
        syllables: 6,
      },
      tldBased: { tld: 'de', tldType: 'country-code', country: 'Germany', delegationYear: 1986 },
    };
    expect(rows(nameFacts(tDe, features, 'de'))).toEqual([
      ['Endung', '.de'],
      ['Länge', '27 Zeichen'],
      ['Zeichen', 'Mit Bindestrichen'],
      ['Erkannte englische Wörter', 'cheap used car parts online'],
      ['Wortarten', 'Substantiv, Verb, Adjektiv'],
      ['Silben', '6'],
      ['Art der Endung', 'Länderendung (Deutschland)'],
      ['Endung besteht seit', '1986'],
    ]);
  });

  it('shows the pattern of a short name and says when no word was found in it', () => {
    const features: Estimation['features'] = {
      nameBased: { length: 3, characters: 'letters', wordCount: 0, words: 'qzx', pattern: 'LLL' },
      tldBased: { tld: 'com' },
    };
    expect(rows(nameFacts(tEn, features, 'en'))).toEqual([
      ['Extension', '.com'],
      ['Length', '3 characters'],
      ['Characters', 'Letters only'],
      ['Pattern', 'LLL'],
      ['English words found', 'None'],
    ]);
  });

  it('shows values it has no words for as given and leaves out facts the answer lacks', () => {
    const features: Estimation['features'] = {
      nameBased: { length: 1, characters: 'emoji', partsOfSpeech: 'noun, interjection' },
      tldBased: { tld: 'example', tldType: 'brand', delegationYear: 'soon' },
    };
    expect(rows(nameFacts(tDe, features, 'de'))).toEqual([
      ['Endung', '.example'],
      ['Länge', '1 Zeichen'],
      ['Zeichen', 'emoji'],
      ['Wortarten', 'Substantiv, interjection'],
      ['Art der Endung', 'brand'],
    ]);
    expect(
      rows(nameFacts(tEn, { nameBased: {}, tldBased: { tld: 'de', tldType: 'unknown' } }, 'en')),
    ).toEqual([['Extension', '.de']]);
  });
});
