import type { CharacterFacts } from './character-facts';
import { patternCode } from './character-facts';
import type { LabelForms, Script } from './idn';
import { scripts } from './idn';
import type { SoundFacts } from './pronounceability';
import type { EncodedFacts } from './target-encodings';
import type { TldFacts } from './tld-facts';
import { tldTypes } from './tld-facts';
import type { WordFacts } from './word-facts';

/** Everything known about one name in one sale, before it becomes numbers. */
export type FeatureInputs = {
  forms: LabelForms;
  chars: CharacterFacts;
  script: Script;
  words: WordFacts;
  sound: SoundFacts;
  tld: TldFacts;
  encoded: EncodedFacts;
  venue: number;
  year: number;
};

/**
 * Machine keys for the 'reasons' of an estimate: a tree contribution of a feature is told as the phrase
 * of its key ('words' -> "one common English word", 'tld' -> ".com", 'digits' -> "contains digits").
 */
export type ReasonKey =
  | 'length'
  | 'characters'
  | 'digits'
  | 'hyphens'
  | 'pattern'
  | 'repetition'
  | 'words'
  | 'word-frequency'
  | 'part-of-speech'
  | 'pronounceability'
  | 'idn'
  | 'tld'
  | 'tld-age'
  | 'tld-popularity'
  | 'tld-prices'
  | 'word-prices'
  | 'venue'
  | 'year';

/** `optional`: NaN (missing) is a normal value, e.g. a word rank for a name without words. */
export type FeatureSpec = {
  name: string;
  reason: ReasonKey;
  part: 'name' | 'tld' | 'encoding' | 'context';
  optional?: boolean;
  value: (inputs: FeatureInputs) => number;
};

const flag = (value: boolean): number => (value ? 1 : 0);
const share = (part: number, whole: number): number => (whole > 0 ? part / whole : Number.NaN);

// The order is part of every model file (it stores the names): append new features, never reorder.
export const featureTable: readonly FeatureSpec[] = [
  // Length and character classes
  { name: 'length', reason: 'length', part: 'name', value: (x) => x.chars.length },
  { name: 'asciiLength', reason: 'length', part: 'name', value: (x) => x.forms.ascii.length },
  { name: 'letters', reason: 'characters', part: 'name', value: (x) => x.chars.letters },
  { name: 'digits', reason: 'digits', part: 'name', value: (x) => x.chars.digits },
  { name: 'hyphens', reason: 'hyphens', part: 'name', value: (x) => x.chars.hyphens },
  { name: 'otherChars', reason: 'idn', part: 'name', value: (x) => x.chars.otherChars },
  { name: 'vowels', reason: 'characters', part: 'name', value: (x) => x.chars.vowels },
  { name: 'consonants', reason: 'characters', part: 'name', value: (x) => x.chars.consonants },
  {
    name: 'vowelRatio',
    reason: 'pronounceability',
    part: 'name',
    optional: true,
    value: (x) => share(x.chars.vowels, x.chars.letters),
  },
  { name: 'digitRatio', reason: 'digits', part: 'name', value: (x) => x.chars.digits / x.chars.length },
  {
    name: 'allLetters',
    reason: 'characters',
    part: 'name',
    value: (x) => flag(x.chars.letters === x.chars.length),
  },
  {
    name: 'allDigits',
    reason: 'digits',
    part: 'name',
    value: (x) => flag(x.chars.digits === x.chars.length),
  },
  { name: 'hasDigits', reason: 'digits', part: 'name', value: (x) => flag(x.chars.digits > 0) },
  { name: 'hasHyphen', reason: 'hyphens', part: 'name', value: (x) => flag(x.chars.hyphens > 0) },
  {
    name: 'lettersAndDigits',
    reason: 'digits',
    part: 'name',
    value: (x) => flag(x.chars.letters > 0 && x.chars.digits > 0),
  },
  { name: 'digits8', reason: 'digits', part: 'name', value: (x) => x.chars.digits8 },
  { name: 'digits4', reason: 'digits', part: 'name', value: (x) => x.chars.digits4 },
  // Patterns of short names
  {
    name: 'patternCode',
    reason: 'pattern',
    part: 'name',
    optional: true,
    value: (x) => patternCode(x.chars.pattern, 'LN-'),
  },
  {
    name: 'cvPatternCode',
    reason: 'pattern',
    part: 'name',
    optional: true,
    value: (x) => patternCode(x.chars.cvPattern, 'CV'),
  },
  {
    name: 'maxConsonantRun',
    reason: 'pronounceability',
    part: 'name',
    value: (x) => x.chars.maxConsonantRun,
  },
  { name: 'maxVowelRun', reason: 'pronounceability', part: 'name', value: (x) => x.chars.maxVowelRun },
  { name: 'maxRepeatRun', reason: 'repetition', part: 'name', value: (x) => x.chars.maxRepeatRun },
  { name: 'distinctChars', reason: 'repetition', part: 'name', value: (x) => x.chars.distinctChars },
  {
    name: 'repeatedChars',
    reason: 'repetition',
    part: 'name',
    value: (x) => flag(x.chars.distinctChars < x.chars.length),
  },
  { name: 'palindrome', reason: 'repetition', part: 'name', value: (x) => flag(x.chars.palindrome) },
  {
    name: 'numericPalindrome',
    reason: 'repetition',
    part: 'name',
    value: (x) => flag(x.chars.palindrome && x.chars.digits === x.chars.length),
  },
  // Words
  { name: 'wordCount', reason: 'words', part: 'name', value: (x) => x.words.words },
  { name: 'tokenCount', reason: 'words', part: 'name', value: (x) => x.words.tokens },
  { name: 'wordCoverage', reason: 'words', part: 'name', optional: true, value: (x) => x.words.coverage },
  { name: 'unknownLetters', reason: 'words', part: 'name', value: (x) => x.words.unknownLetters },
  { name: 'oneWord', reason: 'words', part: 'name', value: (x) => flag(x.words.oneWord) },
  { name: 'longestWord', reason: 'words', part: 'name', value: (x) => x.words.longestWord },
  { name: 'meanWordLength', reason: 'words', part: 'name', value: (x) => x.words.meanWordLength },
  {
    name: 'segmentCostPerLetter',
    reason: 'words',
    part: 'name',
    optional: true,
    value: (x) => x.words.costPerLetter,
  },
  // Word frequencies
  {
    name: 'rarestWordRank',
    reason: 'word-frequency',
    part: 'name',
    optional: true,
    value: (x) => x.words.rarestRank,
  },
  {
    name: 'commonestWordRank',
    reason: 'word-frequency',
    part: 'name',
    optional: true,
    value: (x) => x.words.commonestRank,
  },
  {
    name: 'meanLogWordRank',
    reason: 'word-frequency',
    part: 'name',
    optional: true,
    value: (x) => x.words.meanLogRank,
  },
  {
    name: 'spokenZipfMin',
    reason: 'word-frequency',
    part: 'name',
    optional: true,
    value: (x) => x.words.spokenZipfMin,
  },
  {
    name: 'spokenZipfMean',
    reason: 'word-frequency',
    part: 'name',
    optional: true,
    value: (x) => x.words.spokenZipfMean,
  },
  // Dictionary and parts of speech
  { name: 'dictionaryWords', reason: 'part-of-speech', part: 'name', value: (x) => x.words.dictionaryWords },
  { name: 'nounWords', reason: 'part-of-speech', part: 'name', value: (x) => x.words.nouns },
  { name: 'verbWords', reason: 'part-of-speech', part: 'name', value: (x) => x.words.verbs },
  { name: 'adjectiveWords', reason: 'part-of-speech', part: 'name', value: (x) => x.words.adjectives },
  { name: 'adverbWords', reason: 'part-of-speech', part: 'name', value: (x) => x.words.adverbs },
  { name: 'maxWordSenses', reason: 'part-of-speech', part: 'name', value: (x) => x.words.maxSenses },
  { name: 'labelSenses', reason: 'part-of-speech', part: 'name', value: (x) => x.words.labelSenses },
  // Pronounceability
  {
    name: 'pronouncedLabel',
    reason: 'pronounceability',
    part: 'name',
    value: (x) => flag(x.words.pronouncedLabel),
  },
  {
    name: 'pronouncedShare',
    reason: 'pronounceability',
    part: 'name',
    optional: true,
    value: (x) => x.words.pronouncedShare,
  },
  {
    name: 'syllables',
    reason: 'pronounceability',
    part: 'name',
    // An IDN has no words looked up: its vowel groups are the best guess.
    value: (x) => (x.forms.idn ? x.sound.heuristicSyllables : x.words.syllables),
  },
  {
    name: 'heuristicSyllables',
    reason: 'pronounceability',
    part: 'name',
    value: (x) => x.sound.heuristicSyllables,
  },
  {
    name: 'letterScore',
    reason: 'pronounceability',
    part: 'name',
    optional: true,
    value: (x) => x.sound.letterScore,
  },
  {
    name: 'worstLetterScore',
    reason: 'pronounceability',
    part: 'name',
    optional: true,
    value: (x) => x.sound.worstLetter,
  },
  {
    name: 'pronounceability',
    reason: 'pronounceability',
    part: 'name',
    optional: true,
    value: (x) => x.sound.pronounceability,
  },
  { name: 'oddSoundGroups', reason: 'pronounceability', part: 'name', value: (x) => x.sound.oddGroups },
  // IDN
  { name: 'idn', reason: 'idn', part: 'name', value: (x) => flag(x.forms.idn) },
  { name: 'scriptCode', reason: 'idn', part: 'name', value: (x) => scripts.indexOf(x.script) },
  // TLD
  { name: 'tldCode', reason: 'tld', part: 'tld', optional: true, value: (x) => x.tld.code },
  { name: 'tldTypeCode', reason: 'tld', part: 'tld', optional: true, value: (x) => tldTypeCode(x.tld) },
  { name: 'tldIsCom', reason: 'tld', part: 'tld', value: (x) => flag(x.tld.tld === 'com') },
  {
    name: 'tldIsCountryCode',
    reason: 'tld',
    part: 'tld',
    value: (x) => flag(x.tld.type === 'country-code'),
  },
  { name: 'tldIsNewGeneric', reason: 'tld', part: 'tld', value: (x) => flag(x.tld.type === 'new-generic') },
  { name: 'tldLength', reason: 'tld', part: 'tld', value: (x) => x.tld.tld.length },
  { name: 'tldLevels', reason: 'tld', part: 'tld', value: (x) => x.tld.levels },
  { name: 'tldIdn', reason: 'tld', part: 'tld', value: (x) => flag(x.tld.idn) },
  {
    name: 'tldDelegationYear',
    reason: 'tld-age',
    part: 'tld',
    optional: true,
    value: (x) => x.tld.delegationYear,
  },
  // Target encodings (from training sales; NaN without tables)
  {
    name: 'tldPrice',
    reason: 'tld-prices',
    part: 'encoding',
    optional: true,
    value: (x) => x.encoded.tldPrice,
  },
  {
    name: 'tldSalesShare',
    reason: 'tld-popularity',
    part: 'encoding',
    optional: true,
    value: (x) => x.encoded.tldShare,
  },
  {
    name: 'wordPriceMean',
    reason: 'word-prices',
    part: 'encoding',
    optional: true,
    value: (x) => x.encoded.wordPriceMean,
  },
  {
    name: 'wordPriceMin',
    reason: 'word-prices',
    part: 'encoding',
    optional: true,
    value: (x) => x.encoded.wordPriceMin,
  },
  {
    name: 'wordPriceMax',
    reason: 'word-prices',
    part: 'encoding',
    optional: true,
    value: (x) => x.encoded.wordPriceMax,
  },
  {
    name: 'wordSalesMin',
    reason: 'word-prices',
    part: 'encoding',
    optional: true,
    value: (x) => x.encoded.wordSalesMin,
  },
  {
    name: 'wordSalesMax',
    reason: 'word-prices',
    part: 'encoding',
    optional: true,
    value: (x) => x.encoded.wordSalesMax,
  },
  // Sale context (set to a reference context for a user's estimate)
  { name: 'venueCode', reason: 'venue', part: 'context', optional: true, value: (x) => x.venue },
  { name: 'saleYear', reason: 'year', part: 'context', optional: true, value: (x) => x.year },
  // Shape encoding (appended): what the pattern, or class x length x words, adds in the TLD
  {
    name: 'shapePrice',
    reason: 'pattern',
    part: 'encoding',
    optional: true,
    value: (x) => x.encoded.shapePrice,
  },
  {
    name: 'shapeSalesWeight',
    reason: 'pattern',
    part: 'encoding',
    optional: true,
    value: (x) => x.encoded.shapeSales,
  },
];

function tldTypeCode(tld: TldFacts): number {
  return tld.type === 'unknown' ? Number.NaN : tldTypes.indexOf(tld.type);
}
