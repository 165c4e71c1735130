import { describe, expect, it } from 'vitest';
import {
  contextFeatureNames,
  describeFeatures,
  extractFeatures,
  featureGroups,
  featureNames,
  optionalFeatureNames,
} from './extract-features';
import { fitTargetEncodings } from './target-encodings';

function features(label: string, tld = 'com', context = {}): Record<string, number> {
  const vector = extractFeatures(label, tld, context, null);
  return Object.fromEntries(featureNames.map((name, index) => [name, vector[index] ?? Number.NaN]));
}

describe('featureNames', () => {
  it('has more than 40 distinct features, each with a reason key', () => {
    expect(featureNames.length).toBeGreaterThan(40);
    expect(new Set(featureNames).size).toBe(featureNames.length);
    for (const name of featureNames) expect(featureGroups[name]).toBeTypeOf('string');
  });

  it('keeps the sale context (venue, year) apart from the name', () => {
    expect(contextFeatureNames).toEqual(['venueCode', 'saleYear']);
  });
});

describe('extractFeatures', () => {
  it("recognises 'google' as one common word", () => {
    const google = features('google');
    expect(google.oneWord).toBe(1);
    expect(google.wordCount).toBe(1);
    expect(google.wordCoverage).toBe(1);
    expect(google.rarestWordRank).toBeLessThan(5000);
    expect(google.pronouncedLabel).toBe(1);
    expect(google.syllables).toBe(2);
  });

  it("finds two dictionary nouns in 'carinsurance'", () => {
    const name = features('carinsurance');
    expect(name.wordCount).toBe(2);
    expect(name.oneWord).toBe(0);
    expect(name.nounWords).toBe(2);
    expect(name.dictionaryWords).toBe(2);
    expect(name.syllables).toBe(4);
  });

  it("finds no word in 'xkqz' and rates it hard to pronounce", () => {
    const xkqz = features('xkqz');
    const google = features('google');
    expect(xkqz.wordCount).toBe(0);
    expect(xkqz.oneWord).toBe(0);
    expect(xkqz.wordCoverage).toBe(0);
    expect(xkqz.pronounceability).toBe(0);
    expect(google.pronounceability).toBe(1);
    expect(xkqz.letterScore).toBeLessThan(google.letterScore ?? 0);
    expect(xkqz.maxConsonantRun).toBe(4);
    expect(xkqz.vowelRatio).toBe(0);
  });

  it("sees '123' as all digits with the pattern NNN", () => {
    const digits = features('123');
    expect(digits.allDigits).toBe(1);
    expect(digits.allLetters).toBe(0);
    expect(digits.numericPalindrome).toBe(0);
    expect(features('121').numericPalindrome).toBe(1);
    expect(digits.patternCode).toBe(features('999').patternCode);
    expect(digits.patternCode).not.toBe(features('abc').patternCode);
    expect(describeFeatures('123', 'com').nameBased.pattern).toBe('NNN');
  });

  it("sees the hyphen in 'a-b'", () => {
    const name = features('a-b');
    expect(name.hasHyphen).toBe(1);
    expect(name.hyphens).toBe(1);
    expect(describeFeatures('a-b', 'com').nameBased.pattern).toBe('L-L');
  });

  it('reads an IDN by its Unicode form: xn--mnchen-3ya is münchen, 7 characters', () => {
    const name = features('xn--mnchen-3ya', 'de');
    expect(name.idn).toBe(1);
    expect(name.length).toBe(7);
    const described = describeFeatures('xn--mnchen-3ya', 'de').nameBased;
    expect(described.unicode).toBe('münchen');
    expect(described.script).toBe('latin');
    expect(features('münchen', 'de')).toEqual(name);
    expect(describeFeatures('xn--wgv71a', 'jp').nameBased.script).toBe('han');
  });

  it('knows .de as the country code of Germany and .co.uk as a second level of the United Kingdom', () => {
    expect(describeFeatures('auto', 'de').tldBased).toMatchObject({
      tld: 'de',
      tldType: 'country-code',
      country: 'Germany',
      delegationYear: 1986,
    });
    expect(describeFeatures('auto', 'co.uk').tldBased).toMatchObject({
      tldType: 'country-code',
      country: 'United Kingdom',
      secondLevel: true,
    });
    expect(features('auto', 'de').tldIsCountryCode).toBe(1);
  });

  it('tells legacy from new gTLDs and leaves a delegation year missing where no source gives one', () => {
    expect(describeFeatures('auto', '.COM').tldBased).toMatchObject({
      tld: 'com',
      tldType: 'legacy-generic',
    });
    expect(describeFeatures('auto', 'xyz').tldBased).toMatchObject({
      tldType: 'new-generic',
      delegationYear: 2014,
    });
    expect(describeFeatures('auto', 'pizza').tldBased.delegationYear).toBeUndefined();
    expect(features('auto', 'pizza').tldDelegationYear).toBeNaN();
  });

  it('gives every feature that must exist a value, for all kinds of names', () => {
    const { table } = fitTargetEncodings([
      { label: 'carinsurance', tld: 'com', priceUsd: 5000 },
      { label: 'xkqz', tld: 'net', priceUsd: 150 },
    ]);
    const names: [string, string][] = [
      ['google', 'com'],
      ['xkqz', 'net'],
      ['123', 'de'],
      ['a-b', 'co.uk'],
      ['xn--mnchen-3ya', 'de'],
      ['xn--wgv71a', 'xn--p1ai'],
      ['a', 'unknowntld'],
      ['---', 'io'],
    ];
    for (const [label, tld] of names) {
      for (const encodings of [null, table]) {
        const vector = extractFeatures(label, tld, {}, encodings);
        featureNames.forEach((name, index) => {
          if (optionalFeatureNames.includes(name)) return;
          expect(Number.isFinite(vector[index]), `${name} of ${label}.${tld}`).toBe(true);
        });
      }
    }
  });

  it('fills the encoded features from a table, and leaves them missing without one', () => {
    const { table } = fitTargetEncodings([
      { label: 'carinsurance', tld: 'com', priceUsd: 5000 },
      { label: 'cheapcars', tld: 'com', priceUsd: 500 },
    ]);
    expect(features('bestcar').tldPrice).toBeNaN();
    const vector = extractFeatures('bestcar', 'com', {}, table);
    const tldPrice = vector[featureNames.indexOf('tldPrice')];
    expect(tldPrice).toBeCloseTo(table.prior, 4);
    expect(vector[featureNames.indexOf('tldSalesShare')]).toBe(1);
    // 'car' sold once in the table, 'best' never.
    expect(vector[featureNames.indexOf('wordSalesMax')]).toBe(1);
    expect(vector[featureNames.indexOf('wordSalesMin')]).toBe(0);
  });

  it('codes the venue, and keeps an unknown venue or year missing rather than a category', () => {
    expect(features('auto', 'com', { venue: 'GoDaddy', year: 2018 })).toMatchObject({
      venueCode: 1,
      saleYear: 2018,
    });
    expect(features('auto', 'com', { venue: 'Some Auction House' }).venueCode).toBe(0);
    expect(features('auto', 'com', { venue: '' }).venueCode).toBeNaN();
    expect(features('auto', 'com', {}).saleYear).toBeNaN();
  });

  it('gives the same vector for the same input, also written into a row of a matrix', () => {
    const matrix = new Float32Array(featureNames.length * 2).fill(-1);
    extractFeatures(
      'leapfactory',
      'com',
      { venue: 'NameJet', year: 2016 },
      null,
      matrix.subarray(featureNames.length),
    );
    const again = extractFeatures('leapfactory', 'com', { venue: 'NameJet', year: 2016 }, null);
    expect([...matrix.subarray(featureNames.length)]).toEqual([...again]);
    expect(matrix[0]).toBe(-1);
  });

  it('refuses an empty label', () => {
    expect(() => extractFeatures('  ', 'com', {}, null)).toThrow(RangeError);
  });
});

describe('describeFeatures', () => {
  it('tells the words found and what they are', () => {
    const { nameBased, tldBased } = describeFeatures('carinsurance', 'com');
    expect(nameBased).toMatchObject({
      words: 'car insurance',
      wordCount: 2,
      oneWord: false,
      partsOfSpeech: 'noun',
      syllables: 4,
      characters: 'letters',
    });
    expect(tldBased).toMatchObject({ tld: 'com', tldType: 'legacy-generic', delegationYear: 1985 });
  });
});

// Carried over from the first model's name-features tests when that extractor was removed.
describe('readable name facts', () => {
  const facts = (label: string) => describeFeatures(label, 'com').nameBased;

  it('tells letters, digits, mixed, hyphenated and IDN labels apart', () => {
    expect(facts('shop').characters).toBe('letters');
    expect(facts('8888').characters).toBe('digits');
    expect(facts('web3').characters).toBe('alphanumeric');
    expect(facts('my-shop').characters).toBe('hyphenated');
    expect(facts('xn--wlru4x').characters).toBe('idn');
  });

  it('counts characters and gives the trading pattern of short names', () => {
    expect(facts('baby')).toMatchObject({ length: 4, letters: 4, pattern: 'LLLL', cvPattern: 'CVCC' });
    expect(facts('a1-9')).toMatchObject({ digits: 2, hyphens: 1, pattern: 'LN-N' });
    expect(facts('123')).toMatchObject({ pattern: 'NNN' });
    expect(facts('123').cvPattern).toBeUndefined();
    expect(facts('longername').pattern).toBeUndefined();
  });

  it('measures an IDN by the characters a person sees, not its xn-- form', () => {
    expect(facts('xn--wlru4x')).toMatchObject({ length: 2, letters: 0, hyphens: 0 });
    expect(Number(facts('xn--not-valid-punycode-!').length)).toBeGreaterThan(0);
  });

  it('takes a two-letter last label for a country code', () => {
    expect(describeFeatures('x', 'de').tldBased.tldType).toBe('country-code');
    expect(describeFeatures('x', 'co.uk').tldBased.tldType).toBe('country-code');
    expect(describeFeatures('x', 'com').tldBased.tldType).not.toBe('country-code');
  });
});
