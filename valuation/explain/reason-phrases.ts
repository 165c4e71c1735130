import type { FeatureDescription, ReasonKey } from '../features/index';

/** A translatable phrase: the web app shows `key` with `params`; `text` is the English. */
export type Phrase = { key: string; params: Record<string, string | number>; text: string };

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

// Word ranks in the Wikipedia frequency list up to this count as 'common'.
const commonRank = 10_000;

/** The phrase of a group of features for one name: what the name is, in the terms of that group. */
export function reasonPhrase(
  group: ReasonKey,
  { nameBased: name, tldBased: tld }: FeatureDescription,
): Phrase {
  const num = (key: string): number => (typeof name[key] === 'number' ? (name[key] as number) : 0);
  const length = num('length');
  const digits = num('digits');
  const hyphens = num('hyphens');
  const words = num('wordCount');
  const wordText = words > 0 && typeof name.words === 'string' ? name.words : '';
  const dotTld = `.${tld.tld}`;
  switch (group) {
    case 'length':
      return { key: 'reason.length', params: { length }, text: plural(length, 'character', 'characters') };
    case 'characters':
      return name.characters === 'letters'
        ? { key: 'reason.lettersOnly', params: {}, text: 'letters only' }
        : { key: 'reason.notLettersOnly', params: {}, text: 'not letters only' };
    case 'digits':
      if (digits === 0) return { key: 'reason.noDigits', params: {}, text: 'no digits' };
      if (digits === length) return { key: 'reason.allDigits', params: {}, text: 'digits only' };
      return { key: 'reason.hasDigits', params: { digits }, text: 'contains digits' };
    case 'hyphens':
      return hyphens === 0
        ? { key: 'reason.noHyphens', params: {}, text: 'no hyphens' }
        : {
            key: 'reason.hasHyphens',
            params: { hyphens },
            text: `contains ${plural(hyphens, 'hyphen', 'hyphens')}`,
          };
    case 'pattern':
      return typeof name.pattern === 'string'
        ? { key: 'reason.pattern', params: { pattern: name.pattern }, text: `pattern ${name.pattern}` }
        : { key: 'reason.noShortPattern', params: {}, text: 'too long to trade as a pattern' };
    case 'repetition':
      if (name.palindrome === true) return { key: 'reason.palindrome', params: {}, text: 'a palindrome' };
      return { key: 'reason.characterRepetition', params: {}, text: 'how its characters repeat' };
    case 'words':
      if (words === 0) return { key: 'reason.noWords', params: {}, text: 'no English word' };
      if (words === 1 && name.oneWord === true) {
        return num('commonestWordRank') > 0 && num('commonestWordRank') <= commonRank
          ? { key: 'reason.oneCommonWord', params: { words: wordText }, text: 'one common English word' }
          : { key: 'reason.oneWord', params: { words: wordText }, text: 'one English word' };
      }
      return {
        key: 'reason.words',
        params: { count: words, words: wordText },
        text: `${plural(words, 'English word', 'English words')} (${wordText})`,
      };
    case 'word-frequency':
      if (words === 0) return { key: 'reason.noKnownWords', params: {}, text: 'no frequent English words' };
      return num('rarestWordRank') <= commonRank
        ? { key: 'reason.commonWords', params: { words: wordText }, text: 'common words' }
        : { key: 'reason.rareWords', params: { words: wordText }, text: 'rare words' };
    case 'part-of-speech':
      return typeof name.partsOfSpeech === 'string'
        ? {
            key: 'reason.partOfSpeech',
            params: { parts: name.partsOfSpeech },
            text: `dictionary word (${name.partsOfSpeech})`,
          }
        : { key: 'reason.notInDictionary', params: {}, text: 'not a dictionary word' };
    case 'pronounceability': {
      const score = typeof name.pronounceability === 'number' ? name.pronounceability : Number.NaN;
      if (!(score < 0.75)) return { key: 'reason.pronounceable', params: {}, text: 'easy to pronounce' };
      return { key: 'reason.hardToPronounce', params: {}, text: 'hard to pronounce' };
    }
    case 'idn':
      return name.idn === true
        ? { key: 'reason.idn', params: {}, text: 'internationalised name (non-ASCII characters)' }
        : { key: 'reason.asciiName', params: {}, text: 'plain ASCII name' };
    case 'tld':
      return { key: 'reason.tld', params: { tld: dotTld }, text: dotTld };
    case 'tld-age':
      return typeof tld.delegationYear === 'number'
        ? {
            key: 'reason.tldAge',
            params: { tld: dotTld, year: tld.delegationYear },
            text: `${dotTld} exists since ${tld.delegationYear}`,
          }
        : { key: 'reason.tldAgeUnknown', params: { tld: dotTld }, text: `age of ${dotTld} unknown` };
    case 'tld-popularity':
      return { key: 'reason.tldPopularity', params: { tld: dotTld }, text: `how often ${dotTld} names sell` };
    case 'tld-prices':
      return { key: 'reason.tldPrices', params: { tld: dotTld }, text: `prices paid for ${dotTld} names` };
    case 'word-prices':
      return wordText === ''
        ? { key: 'reason.noWordPrices', params: {}, text: 'no word with a sales history' }
        : {
            key: 'reason.wordPrices',
            params: { words: wordText },
            text: `prices paid for names with these words (${wordText})`,
          };
    case 'venue':
      return { key: 'reason.venue', params: {}, text: 'the marketplace' };
    case 'year':
      return { key: 'reason.year', params: {}, text: 'the year of sale' };
  }
}
