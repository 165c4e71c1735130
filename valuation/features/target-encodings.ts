import { labelForms } from './idn';
import { getLexicon, type Lexicon } from './lexicon';
import { segmentLabel, type Token } from './segment-words';
import { normalizeTld } from './tld-facts';

/** [summed sample weight, weighted mean of ln(price in USD)] of the sales holding a word or TLD. */
export type EncodingStat = [weight: number, meanLogPrice: number];

/**
 * Target-encoding tables: what names with a word, or in a TLD, sold for. A lookup is smoothed toward the
 * prior: (weight * mean + smoothing * prior) / (weight + smoothing). Plain JSON, stored in a model file.
 */
export type Encodings = {
  format: 'target-encodings-1';
  /** Weighted mean ln(price) of all sales the table was built from. */
  prior: number;
  smoothing: number;
  totalWeight: number;
  tlds: Record<string, EncodingStat>;
  words: Record<string, EncodingStat>;
  /**
   * The name's shape ('CVCV', 'LLNN', 'L12w2': pattern, or class, length and word count), in any TLD. (The
   * shape in its TLD was a little more accurate on the validation sales, but its tree contributions took
   * over the TLD's, and an answer for a 3-letter .com no longer named .com among its reasons.)
   */
  shapes?: Record<string, EncodingStat>;
};

/** The encoded facts of one name; all NaN without tables, word facts NaN for a name without words. */
export type EncodedFacts = {
  tldPrice: number;
  /** The TLD's share of the (weighted) sales: its popularity in the market. */
  tldShare: number;
  wordPriceMean: number;
  wordPriceMin: number;
  wordPriceMax: number;
  /** Weight of sales holding the label's least and most sold word. */
  wordSalesMin: number;
  wordSalesMax: number;
  /** Price of names of this shape, and the weight of their sales. */
  shapePrice: number;
  shapeSales: number;
};

/** What a name is keyed by in the shape table: see `Encodings.shapes`. */
export type ShapeKeys = { shape: string };

export type TargetRow = { label: string; tld: string; priceUsd: number; weight?: number };
export type FitOptions = { folds?: number; seed?: number; smoothing?: number };
export type FitResult = {
  /** From every row: for inference, and to store in the model file. */
  table: Encodings;
  /** foldTables[k] is built from every row outside fold k. */
  foldTables: Encodings[];
  /** Fold of each row. All sales of one label share a fold, so a name's resale never encodes it. */
  fold: Int32Array;
  /** Out-of-fold encoded facts of each row (from foldTables[fold[row]]), for training. */
  oof: EncodedFacts[];
};

const missing: EncodedFacts = {
  tldPrice: Number.NaN,
  tldShare: Number.NaN,
  wordPriceMean: Number.NaN,
  wordPriceMin: Number.NaN,
  wordPriceMax: Number.NaN,
  wordSalesMin: Number.NaN,
  wordSalesMax: Number.NaN,
  shapePrice: Number.NaN,
  shapeSales: Number.NaN,
};

// Names of up to this many characters are keyed by their pattern, longer ones by class, length and words.
const patternLength = 5;

/**
 * Shape keys of an ASCII label and its tokens: 'CVCV' for a short all-letter name, 'LLNN' for a short
 * mixed one, else class (L letters, N digits, A both, H hyphenated, I IDN), length (to 20) and word count
 * (to 4), 'L12w2'. (First and last three letters as keys were tried: worse on the validation sales.)
 */
export function shapeKeys(
  ascii: string,
  shownLength: number,
  idn: boolean,
  tokens: readonly Token[],
): ShapeKeys {
  if (idn) return { shape: `I${Math.min(shownLength, 20)}` };
  let letters = 0;
  let digits = 0;
  let hyphens = 0;
  for (let i = 0; i < ascii.length; i++) {
    const code = ascii.charCodeAt(i);
    if (code >= 97 && code <= 122) letters += 1;
    else if (code >= 48 && code <= 57) digits += 1;
    else hyphens += 1;
  }
  let shape: string;
  if (ascii.length <= patternLength) {
    shape = '';
    for (let i = 0; i < ascii.length; i++) {
      const code = ascii.charCodeAt(i);
      if (letters === ascii.length) shape += isVowelCode(code) ? 'V' : 'C';
      else shape += code >= 97 && code <= 122 ? 'L' : code === 45 ? '-' : 'N';
    }
  } else {
    let words = 0;
    for (const token of tokens) if (token.kind === 'word') words += 1;
    const kind = hyphens > 0 ? 'H' : digits === 0 ? 'L' : letters === 0 ? 'N' : 'A';
    shape = `${kind}${Math.min(ascii.length, 20)}w${Math.min(words, 4)}`;
  }
  return { shape };
}

function isVowelCode(code: number): boolean {
  return code === 97 || code === 101 || code === 105 || code === 111 || code === 117;
}

/** The keys a label is encoded by: its distinct words of 2+ letters and digit runs of up to 4 digits. */
export function encodingKeys(tokens: readonly Token[]): string[] {
  const keys: string[] = [];
  for (const token of tokens) {
    const useful =
      (token.kind === 'word' && token.text.length >= 2) ||
      (token.kind === 'digits' && token.text.length <= 4);
    if (useful && !keys.includes(token.text)) keys.push(token.text);
  }
  return keys;
}

export function encodedFacts(
  keys: readonly string[],
  shape: ShapeKeys | null,
  tld: string,
  encodings: Encodings | null,
): EncodedFacts {
  if (!encodings) return missing;
  const { tlds, words, shapes } = lookupTables(encodings);
  const tldStat = tlds.get(tld);
  const tldPrice = smoothed(tldStat, encodings);
  const shapeStat = shape && shapes.size > 0 ? shapes.get(shape.shape) : undefined;
  const facts: EncodedFacts = {
    tldPrice,
    tldShare: encodings.totalWeight > 0 ? (tldStat?.[0] ?? 0) / encodings.totalWeight : Number.NaN,
    wordPriceMean: Number.NaN,
    wordPriceMin: Number.NaN,
    wordPriceMax: Number.NaN,
    wordSalesMin: Number.NaN,
    wordSalesMax: Number.NaN,
    shapePrice: shape && shapes.size > 0 ? smoothed(shapeStat, encodings) : Number.NaN,
    shapeSales: shape && shapes.size > 0 ? (shapeStat?.[0] ?? 0) : Number.NaN,
  };
  if (keys.length === 0) return facts;
  let sum = 0;
  for (const [index, key] of keys.entries()) {
    const stat = words.get(key);
    const price = smoothed(stat, encodings);
    const weight = stat?.[0] ?? 0;
    sum += price;
    facts.wordPriceMin = index === 0 ? price : Math.min(facts.wordPriceMin, price);
    facts.wordPriceMax = index === 0 ? price : Math.max(facts.wordPriceMax, price);
    facts.wordSalesMin = index === 0 ? weight : Math.min(facts.wordSalesMin, weight);
    facts.wordSalesMax = index === 0 ? weight : Math.max(facts.wordSalesMax, weight);
  }
  facts.wordPriceMean = sum / keys.length;
  return facts;
}

// An encoding table is read as Maps, built once per table object (tables are not changed after fitting).
type LookupTables = {
  tlds: Map<string, EncodingStat>;
  words: Map<string, EncodingStat>;
  shapes: Map<string, EncodingStat>;
};
const tablesOf = new WeakMap<Encodings, LookupTables>();

function lookupTables(encodings: Encodings): LookupTables {
  let tables = tablesOf.get(encodings);
  if (!tables) {
    tables = {
      tlds: new Map(Object.entries(encodings.tlds)),
      words: new Map(Object.entries(encodings.words)),
      shapes: new Map(Object.entries(encodings.shapes ?? {})),
    };
    tablesOf.set(encodings, tables);
  }
  return tables;
}

function smoothed(stat: EncodingStat | undefined, encodings: Encodings, prior = encodings.prior): number {
  if (!stat) return prior;
  const [weight, mean] = stat;
  return (weight * mean + encodings.smoothing * prior) / (weight + encodings.smoothing);
}

/**
 * Fits word and TLD target encodings on sales, out of fold: each row's encoded facts come from tables
 * built without its fold, so no row sees its own price (nor another sale of the same label).
 */
export function fitTargetEncodings(
  rows: readonly TargetRow[],
  { folds = 5, seed = 1, smoothing = 10 }: FitOptions = {},
  lexicon: Lexicon = getLexicon(),
): FitResult {
  if (!Number.isInteger(folds) || folds < 2) throw new RangeError('fitTargetEncodings needs 2 or more folds');
  if (!(smoothing >= 0)) throw new RangeError('smoothing must be 0 or more');
  const fold = new Int32Array(rows.length);
  const keys: string[][] = [];
  const shapes: ShapeKeys[] = [];
  const tlds: string[] = [];
  // Per key: weight and weighted ln(price) summed per fold ([w0, s0, w1, s1, ...]).
  const wordSums = new Map<string, Float64Array>();
  const tldSums = new Map<string, Float64Array>();
  const shapeSums = new Map<string, Float64Array>();
  const totals = new Float64Array(2 * folds);
  rows.forEach((row, index) => {
    const { ascii, shown, idn } = labelForms(row.label);
    const tokens = idn ? [] : segmentLabel(ascii, lexicon);
    const rowKeys = encodingKeys(tokens);
    const rowShape = shapeKeys(ascii, [...shown].length, idn, tokens);
    const tld = normalizeTld(row.tld);
    const weight = row.weight ?? 1;
    const logPrice = Math.log(row.priceUsd);
    if (!(weight >= 0) || !Number.isFinite(logPrice)) {
      throw new RangeError(`row ${index}: needs a positive price and a weight of 0 or more`);
    }
    const rowFold = hashString(`${seed}:${ascii}`) % folds;
    fold[index] = rowFold;
    keys.push(rowKeys);
    shapes.push(rowShape);
    tlds.push(tld);
    add(totals, rowFold, weight, logPrice);
    for (const key of rowKeys) add(sumsOf(wordSums, key, folds), rowFold, weight, logPrice);
    add(sumsOf(tldSums, tld, folds), rowFold, weight, logPrice);
    add(sumsOf(shapeSums, rowShape.shape, folds), rowFold, weight, logPrice);
  });
  const sums = { totals, words: wordSums, tlds: tldSums, shapes: shapeSums };
  const table = buildTable(sums, smoothing, -1);
  const foldTables = Array.from({ length: folds }, (_, k) => buildTable(sums, smoothing, k));
  const oof = rows.map((_, index) =>
    encodedFacts(
      keys[index] ?? [],
      shapes[index] ?? null,
      tlds[index] ?? '',
      foldTables[fold[index] ?? 0] ?? null,
    ),
  );
  return { table, foldTables, fold, oof };
}

function sumsOf(sums: Map<string, Float64Array>, key: string, folds: number): Float64Array {
  let found = sums.get(key);
  if (!found) {
    found = new Float64Array(2 * folds);
    sums.set(key, found);
  }
  return found;
}

function add(sums: Float64Array, fold: number, weight: number, logPrice: number): void {
  sums[2 * fold] = (sums[2 * fold] ?? 0) + weight;
  sums[2 * fold + 1] = (sums[2 * fold + 1] ?? 0) + weight * logPrice;
}

/** A table from all folds but `leftOut` (-1: all folds). */
type FoldSums = {
  totals: Float64Array;
  words: Map<string, Float64Array>;
  tlds: Map<string, Float64Array>;
  shapes: Map<string, Float64Array>;
};

function buildTable(sums: FoldSums, smoothing: number, leftOut: number): Encodings {
  const [totalWeight, totalLogs] = sumFolds(sums.totals, leftOut);
  return {
    format: 'target-encodings-1',
    prior: totalWeight > 0 ? round(totalLogs / totalWeight) : Number.NaN,
    smoothing,
    totalWeight: round(totalWeight),
    tlds: statsOf(sums.tlds, leftOut),
    words: statsOf(sums.words, leftOut),
    shapes: statsOf(sums.shapes, leftOut),
  };
}

function statsOf(sums: Map<string, Float64Array>, leftOut: number): Record<string, EncodingStat> {
  const stats: Record<string, EncodingStat> = {};
  for (const key of [...sums.keys()].sort()) {
    const [weight, logs] = sumFolds(sums.get(key) as Float64Array, leftOut);
    if (weight > 0) stats[key] = [round(weight), round(logs / weight)];
  }
  return stats;
}

function sumFolds(sums: Float64Array, leftOut: number): [number, number] {
  let weight = 0;
  let logs = 0;
  for (let fold = 0; 2 * fold < sums.length; fold += 1) {
    if (fold === leftOut) continue;
    weight += sums[2 * fold] ?? 0;
    logs += sums[2 * fold + 1] ?? 0;
  }
  return [weight, logs];
}

// Four decimals keep a stored table small; ln(price) to 1e-4 is a price to 0.01%.
function round(value: number): number {
  return Math.round(value * 1e4) / 1e4;
}

/** FNV-1a, 32 bits: the same fold for the same label and seed on every machine. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
