import { describeFeatures, segmentWords } from '../../valuation/features';

/** What the sales look-ups compare names by, derived from a label once (at import, and for a query). */
export type SaleNameFacts = {
  /** 'LLL' (letters up to 3), 'CVCV' (letters of 4-5), 'NNNN', 'LLN', 'L-L' (other names up to 5); longer: 'letters', 'digits', 'alphanumeric', 'hyphenated', 'idn'. */
  pattern: string;
  length: number;
  /** Distinct words of the label, two characters or more; none for an IDN ('xn--' is no word). */
  words: string[];
};

const minWordLength = 2;
const maxWordLength = 63;

export function saleNameFacts(label: string): SaleNameFacts {
  // The TLD does not change the name's facts; 'com' stands in.
  const facts = describeFeatures(label, 'com').nameBased;
  const charClass = String(facts.characters);
  const length = Number(facts.length);
  let pattern = charClass;
  if (typeof facts.pattern === 'string') {
    // Short names trade by their shape: every three-letter name is an 'LLL', four and five letters
    // are told apart by consonants and vowels ('CVCV' sells above 'CCCC').
    pattern = typeof facts.cvPattern === 'string' && length > 3 ? facts.cvPattern : facts.pattern;
  }
  const words =
    charClass === 'idn'
      ? []
      : [
          ...new Set(
            segmentWords(label).filter(
              (word) => word.length >= minWordLength && word.length <= maxWordLength,
            ),
          ),
        ];
  return { pattern, length, words };
}
