import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type LexiconFile, lexiconFormat } from './lexicon-file';

export type TldEntry = { type: string; description: string; code: number };

/** The compiled lexicon in lookup form: one index per word, its facts in typed arrays. */
export type Lexicon = {
  format: string;
  wordIndex: Map<string, number>;
  /** Position in the Wikipedia frequency list, 1 = most common. */
  rank: Int32Array;
  posBits: Uint8Array;
  senses: Uint16Array;
  /** CMU syllables; 0 = not in the pronouncing dictionary. */
  syllables: Uint8Array;
  /** SUBTLEXus Zipf value (log10 per billion spoken words); NaN = not in the subtitle corpus. */
  spokenZipf: Float32Array;
  /** Segmentation cost of each word: log(rank * log(ranked words)), as in wordninja (Zipf's law). */
  cost: Float64Array;
  /** Letter trie of the words, for segmentation without slicing strings; see trieChild. */
  trie: Trie;
  rankedWords: number;
  /** Letter-trigram log-probabilities over '^', a-z, '$' (0, 1-26, 27): [(a * 28 + b) * 28 + c]. */
  letterLogProbs: Float64Array;
  /** Consonant clusters and vowel groups English words have, with '^' / '$' at a word's start / end. */
  soundGroups: Set<string>;
  tlds: Map<string, TldEntry>;
};

const defaultLexiconUrl = new URL('../../models/lexicon-1.json', import.meta.url);
let defaultLexicon: Lexicon | undefined;

/** The committed lexicon, read once on first use (about 0.2 s). */
export function getLexicon(): Lexicon {
  defaultLexicon ??= loadLexicon(fileURLToPath(defaultLexiconUrl));
  return defaultLexicon;
}

export function loadLexicon(path: string): Lexicon {
  let file: LexiconFile;
  try {
    file = JSON.parse(readFileSync(path, 'utf8')) as LexiconFile;
  } catch (error) {
    throw new Error(`${path}: cannot read the lexicon (${(error as Error).message})`);
  }
  if (file.format !== lexiconFormat) throw new Error(`${path}: not a ${lexiconFormat} file`);
  return compileLexicon(file);
}

function compileLexicon(file: LexiconFile): Lexicon {
  const size = file.words.length;
  const lexicon: Lexicon = {
    format: file.format,
    wordIndex: new Map(),
    rank: new Int32Array(size),
    posBits: new Uint8Array(size),
    senses: new Uint16Array(size),
    syllables: new Uint8Array(size),
    spokenZipf: new Float32Array(size),
    cost: new Float64Array(size),
    trie: emptyTrie,
    rankedWords: file.rankedWords,
    letterLogProbs: Float64Array.from(file.letterLogProbs),
    soundGroups: new Set(file.soundGroups),
    tlds: new Map(),
  };
  const logRanked = Math.log(file.rankedWords);
  const edges = new Map<number, number>();
  const trieWord: number[] = [-1];
  file.words.forEach((line, index) => {
    const [word = '', rank, pos, senses, syllables, zipf] = line.split(',');
    lexicon.wordIndex.set(word, index);
    lexicon.rank[index] = Number(rank);
    lexicon.posBits[index] = Number(pos);
    lexicon.senses[index] = Number(senses);
    lexicon.syllables[index] = syllables ? Number(syllables) : 0;
    lexicon.spokenZipf[index] = zipf ? Number(zipf) : Number.NaN;
    lexicon.cost[index] = Math.log(Number(rank) * logRanked);
    let node = 0;
    for (let position = 0; position < word.length; position += 1) {
      const key = node * 26 + word.charCodeAt(position) - 97;
      let child = edges.get(key);
      if (child === undefined) {
        child = trieWord.length;
        trieWord.push(-1);
        edges.set(key, child);
      }
      node = child;
    }
    trieWord[node] = index;
  });
  lexicon.trie = buildTrie(edges, trieWord);
  file.tlds.forEach(([tld, type, description], index) => {
    lexicon.tlds.set(tld, { type, description, code: index + 1 });
  });
  return lexicon;
}

/**
 * A trie as an open-addressing hash table of its edges in typed arrays (key = node * 26 + letter, a = 0):
 * a lookup is a multiply and a probe or two, with no allocation, the hot loop of segmentation.
 */
export type Trie = { keys: Int32Array; children: Int32Array; mask: number; word: Int32Array };

const emptyTrie: Trie = {
  keys: new Int32Array(1).fill(-1),
  children: new Int32Array(1),
  mask: 0,
  word: new Int32Array(1).fill(-1),
};

function buildTrie(edges: Map<number, number>, word: number[]): Trie {
  let capacity = 1;
  while (capacity < edges.size * 2) capacity *= 2;
  const trie: Trie = {
    keys: new Int32Array(capacity).fill(-1),
    children: new Int32Array(capacity),
    mask: capacity - 1,
    word: Int32Array.from(word),
  };
  for (const [key, child] of edges) {
    let slot = hashSlot(key, trie.mask);
    while (trie.keys[slot] !== -1) slot = (slot + 1) & trie.mask;
    trie.keys[slot] = key;
    trie.children[slot] = child;
  }
  return trie;
}

function hashSlot(key: number, mask: number): number {
  return (Math.imul(key, 0x9e3779b1) >>> 7) & mask;
}

/** The child of a trie node by a letter code (97-122), or -1. */
export function trieChild(trie: Trie, node: number, letterCode: number): number {
  const key = node * 26 + letterCode - 97;
  let slot = hashSlot(key, trie.mask);
  for (;;) {
    const found = trie.keys[slot];
    if (found === key) return trie.children[slot] ?? -1;
    if (found === -1 || found === undefined) return -1;
    slot = (slot + 1) & trie.mask;
  }
}
