import type { Estimation } from '../../contracts/estimate';

/** An estimation as the server answers it for example.com, for tests; `overrides` replace fields. */
export function buildEstimation(overrides: Partial<Estimation> = {}): Estimation {
  return {
    domain: 'example.com',
    idn: 'example.com',
    estimation: 3000,
    estimationRange: [1300, 18000],
    rangeCoverage: 0.8,
    currency: 'USD',
    exchangerate: 1,
    estimation_by_currency: 3000,
    model: 'price_range',
    modelVersion: 'price_range-42a9e25659',
    context: { venue: 'godaddy', year: 2019, reference: true },
    trainingSales: 31000,
    features: {
      nameBased: {
        length: 7,
        characters: 'letters',
        letters: 7,
        digits: 0,
        hyphens: 0,
        wordCount: 1,
        oneWord: true,
        syllables: 3,
        idn: false,
        words: 'example',
        wordCoverage: 1,
        commonestWordRank: 349,
        rarestWordRank: 349,
        partsOfSpeech: 'noun',
        pronounceability: 1,
      },
      tldBased: { tld: 'com', tldType: 'legacy-generic', secondLevel: false, delegationYear: 1985 },
    },
    reasons: [
      {
        key: 'reason.commonWords',
        params: { words: 'example' },
        text: 'common words',
        effect: 0.891,
        factor: 2.437,
      },
      { key: 'reason.tld', params: { tld: '.com' }, text: '.com', effect: 0.587, factor: 1.799 },
      {
        key: 'reason.oneCommonWord',
        params: { words: 'example' },
        text: 'one common English word',
        effect: 0.579,
        factor: 1.784,
      },
      {
        key: 'reason.tldPopularity',
        params: { tld: '.com' },
        text: 'how often .com names sell',
        effect: 0.241,
        factor: 1.273,
      },
      {
        key: 'reason.noShortPattern',
        params: {},
        text: 'too long to trade as a pattern',
        effect: -0.074,
        factor: 0.929,
      },
    ],
    ...overrides,
  };
}
