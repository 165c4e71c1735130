import type { Lexicon } from './lexicon';
import { isVowelForSound } from './lexicon-file';

export type SoundFacts = {
  /** Mean log-probability of the letters under a letter-trigram model of English words; NaN without letters. */
  letterScore: number;
  /** The least likely letter in its place ('k' after 'x' in 'xkqz'); NaN without letters. */
  worstLetter: number;
  /**
   * Share of the label's consonant clusters and vowel groups that English words have in the same place
   * (start, inside, end): 1 for 'google' or 'kodak', 0 for 'xkqz'. NaN without letters.
   */
  pronounceability: number;
  /** Clusters and groups no English word has in that place ('^xkqz$'), and vowel-less runs. */
  oddGroups: number;
  /** Vowel groups, less a silent final 'e': a guess for names not in the pronouncing dictionary. */
  heuristicSyllables: number;
};

const size = 28;
const endOfWord = 27;

/** Sound facts of a label's a-z runs (digits, hyphens and other characters break runs). */
export function soundFacts(label: string, lexicon: Lexicon): SoundFacts {
  let sum = 0;
  let letters = 0;
  let worst = 0;
  let groups = 0;
  let oddGroups = 0;
  let heuristicSyllables = 0;
  let start = 0;
  while (start < label.length) {
    if (!isLetterCode(label.charCodeAt(start))) {
      start += 1;
      continue;
    }
    let end = start;
    let a = 0;
    let b = 0;
    while (end < label.length && isLetterCode(label.charCodeAt(end))) {
      const c = label.charCodeAt(end) - 96;
      const logProb = lexicon.letterLogProbs[(a * size + b) * size + c] ?? 0;
      sum += logProb;
      worst = Math.min(worst, logProb);
      a = b;
      b = c;
      end += 1;
    }
    const logProb = lexicon.letterLogProbs[(a * size + b) * size + endOfWord] ?? 0;
    sum += logProb;
    worst = Math.min(worst, logProb);
    letters += end - start + 1;
    const run = label.slice(start, end);
    const found = countGroups(run, lexicon.soundGroups);
    groups += found.groups;
    oddGroups += found.odd;
    heuristicSyllables += guessSyllables(run);
    start = end;
  }
  if (letters === 0) {
    return {
      letterScore: Number.NaN,
      worstLetter: Number.NaN,
      pronounceability: Number.NaN,
      oddGroups: 0,
      heuristicSyllables: 0,
    };
  }
  return {
    letterScore: sum / letters,
    worstLetter: worst,
    pronounceability: 1 - oddGroups / groups,
    oddGroups,
    heuristicSyllables,
  };
}

/** Splits a letter run into consonant clusters and vowel groups and counts those English lacks. */
function countGroups(run: string, known: Set<string>): { groups: number; odd: number } {
  // A run without a vowel ('xkqz', 'nyc') cannot be said as a word, except a single letter ('b').
  if (run.length > 1 && ![...run].some(isVowelForSound)) return { groups: 1, odd: 1 };
  let groups = 0;
  let odd = 0;
  let start = 0;
  while (start < run.length) {
    const vowel = isVowelForSound(run.charAt(start));
    let end = start + 1;
    while (end < run.length && isVowelForSound(run.charAt(end)) === vowel) end += 1;
    groups += 1;
    // Single letters are always sayable; longer groups must be known in this place.
    if (end - start >= 2) {
      const key = (start === 0 ? '^' : '') + run.slice(start, end) + (end === run.length ? '$' : '');
      if (!known.has(key)) odd += 1;
    }
    start = end;
  }
  return { groups, odd };
}

/** Syllables of a letter run by its vowel groups ('y' counts), at least one. */
export function guessSyllables(run: string): number {
  let groups = 0;
  let inVowels = false;
  for (let index = 0; index < run.length; index += 1) {
    const vowel = isVowelForSound(run.charAt(index));
    if (vowel && !inVowels) groups += 1;
    inVowels = vowel;
  }
  // 'make', 'smile': a final 'e' after a consonant is silent, 'table' keeps its 'le'.
  if (
    groups > 1 &&
    run.endsWith('e') &&
    !run.endsWith('le') &&
    !isVowelForSound(run.charAt(run.length - 2))
  ) {
    groups -= 1;
  }
  return Math.max(1, groups);
}

function isLetterCode(code: number): boolean {
  return code >= 97 && code <= 122;
}
