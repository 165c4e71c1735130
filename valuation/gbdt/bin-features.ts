// biome-ignore-all lint/style/noNonNullAssertion: typed-array indices in these loops are in range by construction
import { seededRandom } from './seeded-random';

/** Bin 0 of every feature holds the missing values (NaN); bins 1..cuts.length+1 hold the real ones. */
export const missingBin = 0;
/** Histogram slots per feature, whatever its number of bins: keeps every offset a shift away. */
export const binsPerFeature = 256;

export type CutOptions = {
  /** At most 256, one of which is the missing-value bin. */
  maxBins: number;
  /** Cuts are read from at most this many rows, drawn with `seed`. */
  sampleRows: number;
  seed: number;
};

/**
 * Per-feature bin edges from the quantiles of a row sample. A value x falls in real bin
 * 1 + (number of cuts <= x), so "bin <= t" and "x < cuts[t - 1]" are the same test: a tree split on a
 * bin index predicts identically on raw values. Each cut is the shortest decimal between two neighbouring
 * sample values, which keeps the model file short without moving any training row to another bin.
 */
export function computeCuts(
  features: Float32Array,
  rows: number,
  featureCount: number,
  options: CutOptions,
): number[][] {
  const maxRealBins = Math.min(options.maxBins, binsPerFeature) - 1;
  if (maxRealBins < 2) throw new Error('maxBins must be at least 3 (one of them for missing values)');
  const sample = sampleRowIndexes(rows, options.sampleRows, options.seed);
  const values = new Float32Array(sample.length);
  const cuts: number[][] = [];
  for (let f = 0; f < featureCount; f++) {
    let count = 0;
    for (let i = 0; i < sample.length; i++) {
      const x = features[sample[i]! * featureCount + f]!;
      // Infinities bin as the extremes they are but never become a cut (JSON cannot hold them).
      if (Number.isFinite(x)) values[count++] = x;
    }
    cuts.push(quantileCuts(values.subarray(0, count).sort(), maxRealBins));
  }
  return cuts;
}

function sampleRowIndexes(rows: number, sampleRows: number, seed: number): Uint32Array {
  if (rows <= sampleRows) {
    const all = new Uint32Array(rows);
    for (let i = 0; i < rows; i++) all[i] = i;
    return all;
  }
  const random = seededRandom(seed ^ 0x5bd1e995);
  const picked = new Uint32Array(sampleRows);
  // Selection sampling (Knuth's algorithm S): exactly sampleRows rows, in order.
  let needed = sampleRows;
  let count = 0;
  for (let r = 0; r < rows && needed > 0; r++) {
    if (random() * (rows - r) < needed) {
      picked[count++] = r;
      needed--;
    }
  }
  return picked;
}

function quantileCuts(sorted: Float32Array, maxRealBins: number): number[] {
  const distinct: number[] = [];
  const below: number[] = []; // number of sample values smaller than distinct[i]
  for (let i = 0; i < sorted.length; i++) {
    const x = sorted[i]!;
    if (i === 0 || x !== sorted[i - 1]) {
      distinct.push(x);
      below.push(i);
    }
  }
  const cuts: number[] = [];
  if (distinct.length <= maxRealBins) {
    for (let i = 1; i < distinct.length; i++) cuts.push(shortestBetween(distinct[i - 1]!, distinct[i]!));
    return cuts;
  }
  let i = 1;
  let lastIndex = 0;
  for (let j = 1; j < maxRealBins; j++) {
    const rank = (j * sorted.length) / maxRealBins;
    while (i < distinct.length - 1 && below[i]! < rank) i++;
    if (i > lastIndex) {
      cuts.push(shortestBetween(distinct[i - 1]!, distinct[i]!));
      lastIndex = i;
    }
  }
  return cuts;
}

/** The number with the fewest significant digits in (low, high]. */
export function shortestBetween(low: number, high: number): number {
  const middle = low + (high - low) / 2;
  for (let digits = 1; digits <= 17; digits++) {
    for (const candidate of [Number(high.toPrecision(digits)), Number(middle.toPrecision(digits))]) {
      if (candidate > low && candidate <= high) return candidate;
    }
  }
  return high;
}

/** Real bin of a value: 1 + the number of cuts <= x; NaN goes to the missing bin. */
export function binOf(cuts: ArrayLike<number>, x: number): number {
  if (Number.isNaN(x)) return missingBin;
  let low = 0;
  let high = cuts.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (cuts[mid]! <= x) low = mid + 1;
    else high = mid;
  }
  return low + 1;
}

/**
 * The binned matrix, column-major (feature f of row r at f * rows + r) so that a histogram pass reads
 * one feature's bins as a byte stream. Shared memory lets the histogram workers read it without a copy.
 */
export function binMatrix(
  features: Float32Array,
  rows: number,
  featureCount: number,
  cuts: number[][],
  shared = false,
): Uint8Array {
  const size = rows * featureCount;
  const bins = shared ? new Uint8Array(new SharedArrayBuffer(size)) : new Uint8Array(size);
  for (let f = 0; f < featureCount; f++) {
    const edges = Float64Array.from(cuts[f]!);
    const column = f * rows;
    if (edges.length === 0) {
      for (let r = 0, i = f; r < rows; r++, i += featureCount)
        bins[column + r] = Number.isNaN(features[i]) ? 0 : 1;
      continue;
    }
    for (let r = 0, i = f; r < rows; r++, i += featureCount) bins[column + r] = binOf(edges, features[i]!);
  }
  return bins;
}
