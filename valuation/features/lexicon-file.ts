// The shape of models/lexicon-1.json, shared by the script that builds it and the loader.

export const lexiconFormat = 'lexicon-1';

/** Bits of a word's `posBits` column. `dictionary`: in an English dictionary, not only a name or brand. */
export const posBits = { noun: 1, verb: 2, adjective: 4, adverb: 8, dictionary: 16 } as const;

export type LexiconFile = {
  format: typeof lexiconFormat;
  /** Package name -> version the file was built from. */
  sources: Record<string, string>;
  /** Length of the full Wikipedia frequency list (the ranks below are positions in it, 1 = 'the'). */
  rankedWords: number;
  columns: string[];
  /** 'word,wikipediaRank,posBits,senses,syllables,spokenZipf'; empty syllables / spokenZipf = not listed. */
  words: string[];
  /** '^' start of word, a-z, '$' end of word. */
  letterAlphabet: string;
  /** log P(letter c | letters a b) at (a * 28 + b) * 28 + c, learnt from dictionary words. */
  letterLogProbs: number[];
  /** Consonant clusters and vowel groups of dictionary words; '^' marks a word start, '$' a word end. */
  soundGroups: string[];
  /** [ASCII TLD, IANA type, IANA description], sorted by TLD. */
  tlds: [string, string, string][];
};

/** Vowels for syllables and consonant clusters: a, e, i, o, u and y ('sky', 'rhythm'). */
export function isVowelForSound(char: string): boolean {
  return char === 'a' || char === 'e' || char === 'i' || char === 'o' || char === 'u' || char === 'y';
}
