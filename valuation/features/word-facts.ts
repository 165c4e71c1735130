import type { Lexicon } from './lexicon';
import { posBits } from './lexicon-file';
import { guessSyllables } from './pronounceability';
import { type Token, unknownLetterCost } from './segment-words';

/** What the words found in a label say: how many, how common, which parts of speech, how many syllables. */
export type WordFacts = {
  words: number;
  /** Words, unknown letter runs and digit runs. */
  tokens: number;
  /** Letters inside words / all letters; NaN without letters. */
  coverage: number;
  unknownLetters: number;
  /** The whole label is one word of the lexicon ('google', 'insurance'). */
  oneWord: boolean;
  /** Wikipedia frequency ranks (1 = 'the'); NaN without words. */
  rarestRank: number;
  commonestRank: number;
  meanLogRank: number;
  /** Segmentation cost per letter: low for a few common long words, high for letter salad. */
  costPerLetter: number;
  longestWord: number;
  meanWordLength: number;
  /** SUBTLEXus Zipf values of the words found in the subtitle corpus; NaN if none is. */
  spokenZipfMin: number;
  spokenZipfMean: number;
  nouns: number;
  verbs: number;
  adjectives: number;
  adverbs: number;
  /** Words in an English dictionary (not only names, brands or abbreviations). */
  dictionaryWords: number;
  /** WordNet senses of the most ambiguous word; 0 without one. */
  maxSenses: number;
  /** WordNet senses of the whole label; 0 unless it is one word. */
  labelSenses: number;
  /** The whole label is in the CMU pronouncing dictionary. */
  pronouncedLabel: boolean;
  /** Letters inside words the CMU dictionary pronounces / all letters; NaN without letters. */
  pronouncedShare: number;
  /** CMU syllables of the words it knows, a vowel-group guess for the other letters. */
  syllables: number;
};

export function wordFacts(tokens: readonly Token[], letters: number, lexicon: Lexicon): WordFacts {
  const facts: WordFacts = {
    words: 0,
    tokens: tokens.length,
    coverage: letters > 0 ? 0 : Number.NaN,
    unknownLetters: 0,
    oneWord: tokens.length === 1 && tokens[0]?.kind === 'word',
    rarestRank: Number.NaN,
    commonestRank: Number.NaN,
    meanLogRank: Number.NaN,
    costPerLetter: Number.NaN,
    longestWord: 0,
    meanWordLength: 0,
    spokenZipfMin: Number.NaN,
    spokenZipfMean: Number.NaN,
    nouns: 0,
    verbs: 0,
    adjectives: 0,
    adverbs: 0,
    dictionaryWords: 0,
    maxSenses: 0,
    labelSenses: 0,
    pronouncedLabel: false,
    pronouncedShare: letters > 0 ? 0 : Number.NaN,
    syllables: 0,
  };
  let wordLetters = 0;
  let pronouncedLetters = 0;
  let logRanks = 0;
  let cost = 0;
  let zipfSum = 0;
  let zipfCount = 0;
  for (const token of tokens) {
    if (token.kind === 'digits') continue;
    if (token.kind === 'unknown') {
      facts.unknownLetters += token.text.length;
      facts.syllables += guessSyllables(token.text);
      // Each unknown letter costs as much as in the segmentation, so the sum is the split's cost.
      cost += unknownLetterCost * token.text.length;
      continue;
    }
    const index = token.entry;
    const length = token.text.length;
    const rank = lexicon.rank[index] ?? 0;
    const pos = lexicon.posBits[index] ?? 0;
    const senses = lexicon.senses[index] ?? 0;
    const syllables = lexicon.syllables[index] ?? 0;
    const zipf = lexicon.spokenZipf[index] ?? Number.NaN;
    facts.words += 1;
    wordLetters += length;
    facts.longestWord = Math.max(facts.longestWord, length);
    facts.rarestRank = facts.words === 1 ? rank : Math.max(facts.rarestRank, rank);
    facts.commonestRank = facts.words === 1 ? rank : Math.min(facts.commonestRank, rank);
    logRanks += Math.log10(rank);
    cost += lexicon.cost[index] ?? 0;
    if (!Number.isNaN(zipf)) {
      facts.spokenZipfMin = zipfCount === 0 ? zipf : Math.min(facts.spokenZipfMin, zipf);
      zipfSum += zipf;
      zipfCount += 1;
    }
    if (pos & posBits.noun) facts.nouns += 1;
    if (pos & posBits.verb) facts.verbs += 1;
    if (pos & posBits.adjective) facts.adjectives += 1;
    if (pos & posBits.adverb) facts.adverbs += 1;
    if (pos & posBits.dictionary) facts.dictionaryWords += 1;
    facts.maxSenses = Math.max(facts.maxSenses, senses);
    if (syllables > 0) {
      pronouncedLetters += length;
      facts.syllables += syllables;
    } else {
      facts.syllables += guessSyllables(token.text);
    }
  }
  if (letters > 0) {
    facts.coverage = wordLetters / letters;
    facts.pronouncedShare = pronouncedLetters / letters;
    facts.costPerLetter = cost / letters;
  }
  if (facts.words > 0) {
    facts.meanLogRank = logRanks / facts.words;
    facts.meanWordLength = wordLetters / facts.words;
  }
  if (zipfCount > 0) facts.spokenZipfMean = zipfSum / zipfCount;
  if (facts.oneWord) {
    const index = tokens[0]?.entry ?? -1;
    facts.labelSenses = lexicon.senses[index] ?? 0;
    facts.pronouncedLabel = (lexicon.syllables[index] ?? 0) > 0;
  }
  return facts;
}
