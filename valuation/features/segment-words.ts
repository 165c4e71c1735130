import { getLexicon, type Lexicon, trieChild } from './lexicon';

/**
 * A piece of a label: a word of the lexicon (`entry` is its index), a run of letters no word covers
 * (`unknown`), or a run of digits. Hyphens separate pieces and are not pieces themselves.
 */
export type Token = { text: string; kind: 'word' | 'unknown' | 'digits'; entry: number };

// A letter that no word covers costs more than the rarest word (log(225,555 * log 225,555) = 14.8), so a
// real word is always preferred, and a run of such letters stays one unknown piece ('xkqz').
export const unknownLetterCost = 17;

/** The words of an ASCII label: 'carinsurance' -> ['car', 'insurance']; digit runs are kept ('4sale'). */
export function segmentWords(label: string, lexicon: Lexicon = getLexicon()): string[] {
  return segmentLabel(label.toLowerCase(), lexicon).map((token) => token.text);
}

/**
 * Splits a lower-case ASCII label into tokens: the cheapest sequence of words by Zipf cost (the dynamic
 * programme of wordninja), run separately on each stretch of letters between digits and hyphens.
 */
export function segmentLabel(label: string, lexicon: Lexicon): Token[] {
  const tokens: Token[] = [];
  let start = 0;
  while (start < label.length) {
    const code = label.charCodeAt(start);
    let end = start + 1;
    if (isLetter(code)) {
      while (end < label.length && isLetter(label.charCodeAt(end))) end += 1;
      segmentLetters(label.slice(start, end), lexicon, tokens);
    } else if (isDigit(code)) {
      while (end < label.length && isDigit(label.charCodeAt(end))) end += 1;
      tokens.push({ text: label.slice(start, end), kind: 'digits', entry: -1 });
    }
    // Anything else (a hyphen) only separates.
    start = end;
  }
  return tokens;
}

// Scratch arrays of the dynamic programme, reused (a label has at most 63 characters; longer input grows them).
let best = new Float64Array(64);
let from = new Int32Array(64);
let entry = new Int32Array(64);

function segmentLetters(letters: string, lexicon: Lexicon, tokens: Token[]): void {
  const size = letters.length;
  if (best.length <= size) {
    best = new Float64Array(size + 1);
    from = new Int32Array(size + 1);
    entry = new Int32Array(size + 1);
  }
  // best[i]: cost of the cheapest split of letters[0, i); from[i]: where its last piece starts; entry[i]:
  // that piece's word, or -1 for an unknown letter.
  best.fill(Number.POSITIVE_INFINITY, 0, size + 1);
  best[0] = 0;
  for (let begin = 0; begin < size; begin += 1) {
    const before = best[begin] ?? 0;
    // One letter left unexplained...
    if (before + unknownLetterCost < (best[begin + 1] ?? 0)) {
      best[begin + 1] = before + unknownLetterCost;
      from[begin + 1] = begin;
      entry[begin + 1] = -1;
    }
    // ...or every word starting here, found by walking the trie.
    const trie = lexicon.trie;
    let node = 0;
    for (let end = begin + 1; end <= size; end += 1) {
      node = trieChild(trie, node, letters.charCodeAt(end - 1));
      if (node === -1) break;
      const index = trie.word[node] ?? -1;
      if (index === -1) continue;
      const cost = before + (lexicon.cost[index] ?? 0);
      if (cost < (best[end] ?? 0)) {
        best[end] = cost;
        from[end] = begin;
        entry[end] = index;
      }
    }
  }
  const pieces: Token[] = [];
  let end = size;
  while (end > 0) {
    const begin = from[end] ?? 0;
    const index = entry[end] ?? -1;
    const previous = pieces[pieces.length - 1];
    if (index === -1 && previous?.kind === 'unknown') {
      // Walking backwards: glue this unknown letter before the unknown run found so far.
      previous.text = letters.slice(begin, end) + previous.text;
    } else {
      pieces.push({ text: letters.slice(begin, end), kind: index === -1 ? 'unknown' : 'word', entry: index });
    }
    end = begin;
  }
  for (let index = pieces.length - 1; index >= 0; index -= 1) tokens.push(pieces[index] as Token);
}

export function isLetter(code: number): boolean {
  return code >= 97 && code <= 122;
}

export function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}
