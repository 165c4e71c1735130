import { domainToUnicode } from 'node:url';

export type CharClass = 'letters' | 'digits' | 'alphanumeric' | 'hyphenated' | 'idn';
export type TldType = 'generic' | 'country-code';

/** Plain facts about a label, used for grouping sales and shown with an estimate. */
export type NameFeatures = {
  /** Characters a person sees: the Unicode length for an xn-- label; the counts below are of a-z, 0-9, '-'. */
  length: number;
  lengthBucket: string;
  charClass: CharClass;
  letters: number;
  digits: number;
  hyphens: number;
  vowels: number;
  consonants: number;
  /** Short names only: 'LLL', 'NNNN', 'LNL-N' (L letter, N digit, '-' hyphen). */
  pattern?: string;
  /** Short letter names only: 'CVCV' (V is a, e, i, o, u; 'y' counts as a consonant). */
  cvPattern?: string;
};

// Names up to this length are traded by their pattern (LLL, NNNN, CVCV), longer ones are not.
const maxPatternLength = 5;

/** Features of an ASCII label ('example', 'xn--wlru4x'); lower-cases it first. */
export function nameFeatures(label: string): NameFeatures {
  const name = label.toLowerCase();
  const idn = name.startsWith('xn--') || /[^\p{ASCII}]/u.test(name);
  // An invalid xn-- label decodes to '', and then its ASCII form is the best length there is.
  const shown = idn ? domainToUnicode(name) || name : name;
  const length = [...shown].length;
  let letters = 0;
  let digits = 0;
  let hyphens = 0;
  let vowels = 0;
  let pattern = '';
  let cvPattern = '';
  // An IDN's letters are the ones of its readable form: 'xn--wlru4x' has no Latin letter.
  for (const char of shown) {
    if (char >= 'a' && char <= 'z') {
      letters += 1;
      const vowel = 'aeiou'.includes(char);
      if (vowel) vowels += 1;
      pattern += 'L';
      cvPattern += vowel ? 'V' : 'C';
    } else if (char >= '0' && char <= '9') {
      digits += 1;
      pattern += 'N';
    } else if (char === '-') {
      hyphens += 1;
      pattern += '-';
    }
  }
  const charClass = classify(idn, name.length, letters, digits, hyphens);
  const features: NameFeatures = {
    length,
    lengthBucket: lengthBucket(length),
    charClass,
    letters,
    digits,
    hyphens,
    vowels,
    consonants: letters - vowels,
  };
  if (!idn && name.length <= maxPatternLength) {
    features.pattern = pattern;
    if (charClass === 'letters') features.cvPattern = cvPattern;
  }
  return features;
}

function classify(idn: boolean, size: number, letters: number, digits: number, hyphens: number): CharClass {
  if (idn) return 'idn';
  if (hyphens > 0) return 'hyphenated';
  if (digits === size) return 'digits';
  if (letters === size) return 'letters';
  // Letters and digits mixed, and any odd character the caller let through ('_').
  return 'alphanumeric';
}

/** Length groups: one per length where prices change fast, wider ones for long names. */
export function lengthBucket(length: number): string {
  if (length <= 2) return '1-2';
  if (length <= 7) return String(length);
  if (length <= 9) return '8-9';
  if (length <= 11) return '10-11';
  if (length <= 14) return '12-14';
  return '15+';
}

/** Country-code when the last label is two letters ('de', 'co.uk'), generic otherwise. */
export function tldType(tld: string): TldType {
  const last = tld.slice(tld.lastIndexOf('.') + 1);
  return /^[a-z]{2}$/i.test(last) ? 'country-code' : 'generic';
}
