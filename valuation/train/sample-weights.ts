// Sample weights that undo the price-dependent selection of the sales file. Only the `natural` rows are
// a random sample of the market (auction and marketplace sales of $100 or more); the other samples were
// picked BY PRICE (oversamples of the high end, top-sales reports). Post-stratification by price band:
// in every band all rows share one weight, chosen so that the weighted rows of the band carry the mass
// the natural sample gives that band. The oversampled bands keep the natural share and only gain
// resolution. Where the natural rows of a band are too few to read a share from (the tail above a few
// thousand dollars), the share comes from a Pareto tail fitted to the natural rows.
// biome-ignore-all lint/style/noNonNullAssertion: typed-array indices in these loops are in range by construction

export type WeightedRow = { priceUsd: number; sample: string | null };

/** Band edges in USD (lower bounds); the last band is open. */
export const priceBands = [100, 250, 500, 1000, 2000, 5000, 10_000, 25_000, 50_000, 100_000, 250_000, 1e6];

export type WeightOptions = {
  /**
   * 'post-stratified', 'post-stratified-sqrt' (default: the square root of those weights, half way to
   * unweighted), 'none' (all 1), 'natural-only' (others 0).
   */
  scheme?: 'post-stratified' | 'post-stratified-sqrt' | 'none' | 'natural-only';
  /** A band's natural share is read from its natural rows when it has at least this many. */
  minNaturalPerBand?: number;
  /** The Pareto tail is fitted to natural rows from this price on. */
  tailFrom?: number;
};

export type WeightReport = {
  scheme: string;
  /** Per band: lower edge, rows, natural rows, weight of each row. */
  bands: { from: number; rows: number; natural: number; weight: number }[];
  paretoAlpha: number | null;
  /** Mean weight per sample, e.g. { natural: 0.93, high_value_oversample: 0.05 }. */
  meanWeightBySample: Record<string, number>;
};

export type SampleWeights = { weights: Float64Array; report: WeightReport };

const isNatural = (row: WeightedRow): boolean => row.sample === 'natural';

function bandOf(price: number): number {
  let band = -1;
  for (let b = 0; b < priceBands.length && price >= (priceBands[b] as number); b++) band = b;
  return band;
}

/**
 * One weight per row. Without natural rows (a file lacking the `sample` column, or a marketplace with none)
 * every row weighs 1: there is nothing to match. Rows under $100 lie outside the natural sample's range
 * and weigh 1.
 */
export function sampleWeights(rows: readonly WeightedRow[], options: WeightOptions = {}): SampleWeights {
  const scheme = options.scheme ?? 'post-stratified-sqrt';
  const minNatural = options.minNaturalPerBand ?? 30;
  const tailFrom = options.tailFrom ?? 2000;
  const weights = new Float64Array(rows.length).fill(1);
  const naturalCount = rows.filter(isNatural).length;
  const report: WeightReport = { scheme, bands: [], paretoAlpha: null, meanWeightBySample: {} };
  if (scheme === 'natural-only') {
    rows.forEach((row, i) => {
      weights[i] = isNatural(row) ? 1 : 0;
    });
  } else if (scheme.startsWith('post-stratified') && naturalCount > 0) {
    const bandRows = new Float64Array(priceBands.length);
    const bandNatural = new Float64Array(priceBands.length);
    for (const row of rows) {
      const band = bandOf(row.priceUsd);
      if (band < 0) continue;
      bandRows[band]! += 1;
      if (isNatural(row)) bandNatural[band]! += 1;
    }
    const alpha = paretoAlpha(
      rows.filter(isNatural).map((row) => row.priceUsd),
      tailFrom,
    );
    report.paretoAlpha = alpha === null ? null : Math.round(alpha * 1000) / 1000;
    const tailShare = rows.filter((row) => isNatural(row) && row.priceUsd >= tailFrom).length / naturalCount;
    const bandWeight = priceBands.map((from, band) => {
      const all = bandRows[band] as number;
      if (all === 0) return 1;
      const natural = bandNatural[band] as number;
      // Expected natural rows in the band: counted, or read off the fitted tail.
      let expected = natural;
      if (natural < minNatural && from >= tailFrom && alpha !== null) {
        const to = priceBands[band + 1] ?? Number.POSITIVE_INFINITY;
        expected = naturalCount * tailShare * ((from / tailFrom) ** -alpha - (to / tailFrom) ** -alpha);
      }
      const weight = Math.min(1, expected / all);
      return scheme === 'post-stratified-sqrt' ? Math.sqrt(weight) : weight;
    });
    rows.forEach((row, i) => {
      const band = bandOf(row.priceUsd);
      if (band >= 0) weights[i] = bandWeight[band] as number;
    });
    report.bands = priceBands.map((from, band) => ({
      from,
      rows: bandRows[band] as number,
      natural: bandNatural[band] as number,
      weight: roundWeight(bandWeight[band] as number),
    }));
  }
  const sums = new Map<string, [number, number]>();
  rows.forEach((row, i) => {
    const key = row.sample ?? 'unknown';
    const sum = sums.get(key) ?? [0, 0];
    sum[0] += weights[i] as number;
    sum[1] += 1;
    sums.set(key, sum);
  });
  for (const [sample, [weight, count]] of [...sums].sort()) {
    report.meanWeightBySample[sample] = roundWeight(weight / count);
  }
  return { weights, report };
}

/** Maximum-likelihood Pareto exponent of the prices from `from` on; null with fewer than 10 of them. */
export function paretoAlpha(prices: readonly number[], from: number): number | null {
  let count = 0;
  let logs = 0;
  for (const price of prices) {
    if (price < from) continue;
    count += 1;
    logs += Math.log(price / from);
  }
  return count >= 10 && logs > 0 ? count / logs : null;
}

function roundWeight(weight: number): number {
  return Number(weight.toPrecision(4));
}
