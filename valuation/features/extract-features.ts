import { characterFacts } from './character-facts';
import { type FeatureInputs, featureTable, type ReasonKey } from './feature-table';
import { labelForms, labelScript } from './idn';
import { getLexicon, type Lexicon } from './lexicon';
import { soundFacts } from './pronounceability';
import type { SaleContext } from './sale-context';
import { saleYear, venueCode } from './sale-context';
import { segmentLabel, type Token } from './segment-words';
import { type Encodings, encodedFacts, encodingKeys, type ShapeKeys, shapeKeys } from './target-encodings';
import { type TldFacts, tldFacts } from './tld-facts';
import { wordFacts } from './word-facts';

/** Names of the features, in the order of every feature vector. A model file stores them. */
export const featureNames: readonly string[] = featureTable.map((feature) => feature.name);

/** Feature name -> reason key, for turning tree contributions into phrases. */
export const featureGroups: Readonly<Record<string, ReasonKey>> = Object.fromEntries(
  featureTable.map((feature) => [feature.name, feature.reason]),
);

/** Features that may be NaN (missing) as a matter of course; every other one always has a value. */
export const optionalFeatureNames: readonly string[] = featureTable
  .filter((feature) => feature.optional)
  .map((feature) => feature.name);

/** The sale-context features (venue, year): an estimate sets them to its reference context. */
export const contextFeatureNames: readonly string[] = featureTable
  .filter((feature) => feature.part === 'context')
  .map((feature) => feature.name);

type NameInputs = Omit<FeatureInputs, 'tld' | 'encoded' | 'venue' | 'year'> & {
  tokens: Token[];
  keys: string[];
  shape: ShapeKeys;
};

function nameInputs(label: string, lexicon: Lexicon): NameInputs {
  const forms = labelForms(label);
  if (forms.ascii === '') throw new RangeError('a feature vector needs a non-empty label');
  const chars = characterFacts(forms.shown, forms.idn);
  // An IDN's ASCII form is Punycode, no English: its words are not looked for.
  const tokens = forms.idn ? [] : segmentLabel(forms.ascii, lexicon);
  return {
    forms,
    chars,
    script: labelScript(forms.shown, forms.idn),
    words: wordFacts(tokens, forms.idn ? 0 : chars.letters, lexicon),
    sound: soundFacts(forms.shown, lexicon),
    tokens,
    keys: encodingKeys(tokens),
    shape: shapeKeys(forms.ascii, chars.length, forms.idn, tokens),
  };
}

/**
 * The feature vector of a name in a sale context: label as typed or in ASCII ('carinsurance',
 * 'xn--mnchen-3ya'), TLD without the dot ('com', 'co.uk'). NaN = missing. `encodings` null leaves the
 * target-encoded features missing; training passes each row's out-of-fold table, inference the full one.
 */
export function extractFeatures(
  label: string,
  tld: string,
  context: SaleContext,
  encodings: Encodings | null,
  out: Float32Array = new Float32Array(featureTable.length),
): Float32Array {
  const lexicon = getLexicon();
  writeFeatures(nameInputs(label, lexicon), tldFacts(tld, lexicon), context, encodings, out);
  return out;
}

/**
 * `extractFeatures` and `describeFeatures` in one pass over the name's facts (an estimate with reasons
 * needs both): writes the vector into `out` and returns the readable description.
 */
export function extractDescribedFeatures(
  label: string,
  tld: string,
  context: SaleContext,
  encodings: Encodings | null,
  out: Float32Array,
): FeatureDescription {
  const lexicon = getLexicon();
  const name = nameInputs(label, lexicon);
  const tldInfo = tldFacts(tld, lexicon);
  writeFeatures(name, tldInfo, context, encodings, out);
  return describe(name, tldInfo);
}

function writeFeatures(
  name: NameInputs,
  tldInfo: TldFacts,
  context: SaleContext,
  encodings: Encodings | null,
  out: Float32Array,
): void {
  if (out.length < featureTable.length) {
    throw new RangeError(`the output holds ${out.length} values, the features are ${featureTable.length}`);
  }
  const inputs: FeatureInputs = {
    forms: name.forms,
    chars: name.chars,
    script: name.script,
    words: name.words,
    sound: name.sound,
    tld: tldInfo,
    encoded: encodedFacts(name.keys, name.shape, tldInfo.tld, encodings),
    venue: venueCode(context.venue),
    year: saleYear(context.year),
  };
  for (let index = 0; index < featureTable.length; index += 1) {
    out[index] = (featureTable[index] as (typeof featureTable)[number]).value(inputs);
  }
}

export type FeatureDescription = {
  nameBased: Record<string, string | number | boolean>;
  tldBased: { tld: string } & Record<string, string | number | boolean>;
};

/** Readable facts for an estimate's answer: words found, pattern, syllables, TLD type, country... */
export function describeFeatures(label: string, tld: string): FeatureDescription {
  const lexicon = getLexicon();
  return describe(nameInputs(label, lexicon), tldFacts(tld, lexicon));
}

function describe(name: NameInputs, tldInfo: TldFacts): FeatureDescription {
  const { chars, words, sound, forms } = name;
  const nameBased: Record<string, string | number | boolean> = {
    length: chars.length,
    characters: characterClass(name),
    letters: chars.letters,
    digits: chars.digits,
    hyphens: chars.hyphens,
    wordCount: words.words,
    oneWord: words.oneWord,
    syllables: forms.idn ? sound.heuristicSyllables : words.syllables,
    idn: forms.idn,
  };
  if (name.tokens.length > 0) nameBased.words = name.tokens.map((token) => token.text).join(' ');
  if (chars.pattern !== null) nameBased.pattern = chars.pattern;
  if (chars.cvPattern !== null) nameBased.cvPattern = chars.cvPattern;
  if (!Number.isNaN(words.coverage)) nameBased.wordCoverage = round(words.coverage, 2);
  if (!Number.isNaN(words.commonestRank)) nameBased.commonestWordRank = words.commonestRank;
  if (!Number.isNaN(words.rarestRank)) nameBased.rarestWordRank = words.rarestRank;
  const partsOfSpeech = describePartsOfSpeech(words);
  if (partsOfSpeech !== '') nameBased.partsOfSpeech = partsOfSpeech;
  if (!Number.isNaN(sound.pronounceability)) nameBased.pronounceability = round(sound.pronounceability, 2);
  if (chars.palindrome) nameBased.palindrome = true;
  if (forms.idn) {
    nameBased.unicode = forms.shown;
    nameBased.script = name.script;
  }
  const tldBased: FeatureDescription['tldBased'] = {
    tld: tldInfo.tld,
    tldType: tldInfo.type,
    secondLevel: tldInfo.levels > 1,
  };
  if (tldInfo.country !== null) tldBased.country = tldInfo.country;
  if (!Number.isNaN(tldInfo.delegationYear)) tldBased.delegationYear = tldInfo.delegationYear;
  return { nameBased, tldBased };
}

function characterClass({ chars, forms }: NameInputs): string {
  if (forms.idn) return 'idn';
  if (chars.hyphens > 0) return 'hyphenated';
  if (chars.digits === chars.length) return 'digits';
  if (chars.letters === chars.length) return 'letters';
  return 'alphanumeric';
}

function describePartsOfSpeech(words: NameInputs['words']): string {
  const parts: [number, string][] = [
    [words.nouns, 'noun'],
    [words.verbs, 'verb'],
    [words.adjectives, 'adjective'],
    [words.adverbs, 'adverb'],
  ];
  return parts
    .filter(([count]) => count > 0)
    .map(([, part]) => part)
    .join(', ');
}

function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
