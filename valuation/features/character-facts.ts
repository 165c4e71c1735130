/** Counts and patterns of the characters a person sees (the Unicode form of an IDN). */
export type CharacterFacts = {
  length: number;
  letters: number;
  digits: number;
  hyphens: number;
  /** Characters outside a-z, 0-9 and '-': the non-ASCII letters of an IDN. */
  otherChars: number;
  /** a, e, i, o, u. */
  vowels: number;
  consonants: number;
  /** Longest run of letters other than a, e, i, o, u, y ('y' sounds as a vowel in 'sky'). */
  maxConsonantRun: number;
  maxVowelRun: number;
  /** Longest run of one repeated character ('aaa' = 3, 'abc' = 1). */
  maxRepeatRun: number;
  distinctChars: number;
  palindrome: boolean;
  digits8: number;
  digits4: number;
  /** Short ASCII names only: 'LLNN' (L letter, N digit, '-' hyphen); null for longer names and IDNs. */
  pattern: string | null;
  /** Short all-letter names only: 'CVCV' (V = a, e, i, o, u). */
  cvPattern: string | null;
};

// Names up to this length are traded by their pattern (LLL, NNNN, CVCV); longer ones are not.
export const maxPatternLength = 5;

export function characterFacts(shown: string, idn: boolean): CharacterFacts {
  const facts: CharacterFacts = {
    length: 0,
    letters: 0,
    digits: 0,
    hyphens: 0,
    otherChars: 0,
    vowels: 0,
    consonants: 0,
    maxConsonantRun: 0,
    maxVowelRun: 0,
    maxRepeatRun: 0,
    distinctChars: 0,
    palindrome: false,
    digits8: 0,
    digits4: 0,
    pattern: null,
    cvPattern: null,
  };
  // Distinct ASCII characters as bits of four 32-bit masks; other characters in a set (IDNs only).
  const seen = [0, 0, 0, 0];
  let others: Set<number> | undefined;
  let consonantRun = 0;
  let vowelRun = 0;
  let repeatRun = 0;
  let previous = -1;
  for (let index = 0; index < shown.length; ) {
    const code = shown.codePointAt(index) ?? 0;
    index += code > 0xffff ? 2 : 1;
    facts.length += 1;
    if (code < 128) {
      seen[code >> 5] = (seen[code >> 5] ?? 0) | (1 << (code & 31));
    } else {
      others ??= new Set();
      others.add(code);
    }
    repeatRun = code === previous ? repeatRun + 1 : 1;
    if (repeatRun > facts.maxRepeatRun) facts.maxRepeatRun = repeatRun;
    previous = code;
    if (code >= 97 && code <= 122) {
      facts.letters += 1;
      if (isPlainVowel(code)) facts.vowels += 1;
      else facts.consonants += 1;
      // 'y' is a consonant in the counts above and a vowel for runs ('sky' has no three-consonant run).
      if (isPlainVowel(code) || code === 121) {
        vowelRun += 1;
        consonantRun = 0;
      } else {
        consonantRun += 1;
        vowelRun = 0;
      }
    } else {
      consonantRun = 0;
      vowelRun = 0;
      if (code >= 48 && code <= 57) {
        facts.digits += 1;
        if (code === 56) facts.digits8 += 1;
        if (code === 52) facts.digits4 += 1;
      } else if (code === 45) {
        facts.hyphens += 1;
      } else {
        facts.otherChars += 1;
      }
    }
    if (consonantRun > facts.maxConsonantRun) facts.maxConsonantRun = consonantRun;
    if (vowelRun > facts.maxVowelRun) facts.maxVowelRun = vowelRun;
  }
  facts.distinctChars = seen.reduce((sum, mask) => sum + bitCount(mask), 0) + (others?.size ?? 0);
  facts.palindrome = facts.length > 1 && isPalindrome(shown, idn);
  if (!idn && facts.length <= maxPatternLength && facts.otherChars === 0) {
    facts.pattern = shortPattern(shown, false);
    if (facts.letters === facts.length) facts.cvPattern = shortPattern(shown, true);
  }
  return facts;
}

function isPlainVowel(code: number): boolean {
  return code === 97 || code === 101 || code === 105 || code === 111 || code === 117;
}

function bitCount(mask: number): number {
  let bits = mask >>> 0;
  let count = 0;
  while (bits !== 0) {
    bits &= bits - 1;
    count += 1;
  }
  return count;
}

function isPalindrome(shown: string, idn: boolean): boolean {
  if (idn) {
    const chars = [...shown];
    return chars.join('') === chars.toReversed().join('');
  }
  for (let left = 0, right = shown.length - 1; left < right; left += 1, right -= 1) {
    if (shown.charCodeAt(left) !== shown.charCodeAt(right)) return false;
  }
  return true;
}

/** 'LLNN' (L letter, N digit, '-' hyphen) or, for letters, 'CVCV' (V = a, e, i, o, u). */
function shortPattern(shown: string, consonantsAndVowels: boolean): string {
  let pattern = '';
  for (let index = 0; index < shown.length; index += 1) {
    const code = shown.charCodeAt(index);
    if (consonantsAndVowels) pattern += isPlainVowel(code) ? 'V' : 'C';
    else pattern += code >= 97 && code <= 122 ? 'L' : code === 45 ? '-' : 'N';
  }
  return pattern;
}

/**
 * A categorical code, the same in every model: one number per pattern over an alphabet ('LN-' or 'CV'),
 * shorter patterns first ('L' = 0, 'N' = 1, '-' = 2, 'LL' = 3 ...). NaN without a pattern.
 */
export function patternCode(pattern: string | null, alphabet: string): number {
  if (pattern === null || pattern === '') return Number.NaN;
  const base = alphabet.length;
  let offset = 0;
  for (let length = 1; length < pattern.length; length += 1) offset += base ** length;
  let value = 0;
  for (const char of pattern) value = value * base + alphabet.indexOf(char);
  return offset + value;
}
