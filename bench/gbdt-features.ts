// Stand-in features for the GBDT benchmarks: plain counts and hashes of a sold name, until the real
// feature extractor exists. Everything that turns sales into a matrix is in `writeFeatureMatrix`, so
// that swapping in the real extractor touches one function.
import type { Sale } from '../valuation/index';

/** What a feature row is made from. */
export type NameRow = {
  label: string;
  tld: string;
  year: number | null;
  month: number | null;
  venue: string;
};

const bigramBuckets = 16;
export const featureNames = [
  'length',
  'letters',
  'digits',
  'hyphens',
  'vowels',
  'consonants',
  'vowel share',
  'digit share',
  'longest consonant run',
  'longest vowel run',
  'longest digit run',
  'distinct characters',
  'repeated characters',
  'first character',
  'last character',
  'palindrome',
  'starts with digit',
  'double letter',
  'common letters (etaoin)',
  'rare letters (qxzjkv)',
  'vowel groups',
  'first trigram hash',
  'numeric value (digits only)',
  ...Array.from({ length: bigramBuckets }, (_, i) => `bigram bucket ${i}`),
  'tld code',
  'tld length',
  'is .com',
  'year',
  'month',
  'venue code',
] as const;
export const featureCount = featureNames.length;

/**
 * Writes one row of `featureCount` features per name into `matrix` (row-major, as trainGbdt reads it).
 * `codes` turns TLDs and venues into stable small integers (most frequent first when prepared so).
 */
export function writeFeatureMatrix(rows: NameRow[], matrix: Float32Array, codes: CategoryCodes): void {
  if (matrix.length < rows.length * featureCount) throw new Error('matrix too small for the rows');
  rows.forEach((row, index) => {
    writeNameFeatures(row, matrix, index * featureCount, codes);
  });
}

export type CategoryCodes = { tld: Map<string, number>; venue: Map<string, number> };

/** Codes by frequency in `rows`, most frequent first. */
export function categoryCodes(rows: NameRow[]): CategoryCodes {
  const byFrequency = (values: string[]) => {
    const counts = new Map<string, number>();
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    return new Map([...counts.entries()].sort((a, b) => b[1] - a[1]).map(([value], i) => [value, i]));
  };
  return { tld: byFrequency(rows.map((row) => row.tld)), venue: byFrequency(rows.map((row) => row.venue)) };
}

function writeNameFeatures(row: NameRow, out: Float32Array, offset: number, codes: CategoryCodes): void {
  const name = row.label;
  let letters = 0;
  let digits = 0;
  let hyphens = 0;
  let vowels = 0;
  let common = 0;
  let rare = 0;
  let vowelGroups = 0;
  let consonantRun = 0;
  let vowelRun = 0;
  let digitRun = 0;
  let longestConsonants = 0;
  let longestVowels = 0;
  let longestDigits = 0;
  let doubleLetter = 0;
  const seen = new Set<string>();
  const buckets = new Float32Array(bigramBuckets);
  for (let i = 0; i < name.length; i++) {
    const char = name[i] ?? '';
    seen.add(char);
    const vowel = 'aeiou'.includes(char);
    const letter = char >= 'a' && char <= 'z';
    const digit = char >= '0' && char <= '9';
    if (letter) letters++;
    if (digit) digits++;
    if (char === '-') hyphens++;
    if (vowel) vowels++;
    if ('etaoin'.includes(char)) common++;
    if ('qxzjkv'.includes(char)) rare++;
    if (vowel && vowelRun === 0) vowelGroups++;
    vowelRun = vowel ? vowelRun + 1 : 0;
    consonantRun = letter && !vowel ? consonantRun + 1 : 0;
    digitRun = digit ? digitRun + 1 : 0;
    longestVowels = Math.max(longestVowels, vowelRun);
    longestConsonants = Math.max(longestConsonants, consonantRun);
    longestDigits = Math.max(longestDigits, digitRun);
    if (i > 0) {
      if (letter && name[i - 1] === char) doubleLetter = 1;
      const bucket = hash(name.slice(i - 1, i + 1)) % bigramBuckets;
      buckets[bucket] = (buckets[bucket] ?? 0) + 1;
    }
  }
  const length = name.length;
  const values = [
    length,
    letters,
    digits,
    hyphens,
    vowels,
    letters - vowels,
    length > 0 ? vowels / length : 0,
    length > 0 ? digits / length : 0,
    longestConsonants,
    longestVowels,
    longestDigits,
    seen.size,
    length - seen.size,
    charCode(name[0]),
    charCode(name[length - 1]),
    name === [...name].reverse().join('') ? 1 : 0,
    digits > 0 && charCode(name[0]) <= 10 ? 1 : 0,
    doubleLetter,
    common,
    rare,
    vowelGroups,
    hash(name.slice(0, 3)) % 1000,
    // Missing (NaN) unless the name is all digits: exercises the learned default direction.
    digits === length && length <= 9 ? Number(name) : Number.NaN,
    ...buckets,
    codes.tld.get(row.tld) ?? codes.tld.size,
    row.tld.length,
    row.tld === 'com' ? 1 : 0,
    row.year ?? Number.NaN,
    row.month ?? Number.NaN,
    codes.venue.get(row.venue) ?? codes.venue.size,
  ];
  for (let f = 0; f < featureCount; f++) out[offset + f] = values[f] ?? Number.NaN;
}

/** 1-10 for digits, 11-36 for letters, 0 for anything else. */
function charCode(char: string | undefined): number {
  if (!char) return 0;
  if (char >= '0' && char <= '9') return char.charCodeAt(0) - 47;
  if (char >= 'a' && char <= 'z') return char.charCodeAt(0) - 86;
  return 0;
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function nameRow(sale: Sale): NameRow {
  const month = sale.date && !sale.date.endsWith('-12-31') ? Number(sale.date.slice(5, 7)) : null;
  return { label: sale.label, tld: sale.tld, year: sale.year, month, venue: sale.venue };
}
