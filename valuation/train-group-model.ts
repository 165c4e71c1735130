import { globalGroupKey, groupKeys } from './group-keys';
import { nameFeatures, tldType } from './name-features';
import type { Sale } from './read-sales';
import type { GroupStats, ValuationModel } from './valuation-model';

export type TrainOptions = {
  /** Groups with fewer sales are dropped, and their names fall back to a coarser group. Default 30. */
  minGroupSales?: number;
  version?: string;
};

// Only the plain random sample of auction sales has the market's own price distribution. The
// oversampled rows were tried with inverse-probability weights and did not measurably help
// (bench/README.md), so the first model leaves them out rather than risk pulling ordinary names up.
const marketSample = 'natural';
const quantiles = { low: 0.1, median: 0.5, high: 0.9 };

/** Trains the group-medians model from sales; deterministic for the same sales in any order. */
export function trainGroupModel(sales: readonly Sale[], options: TrainOptions = {}): ValuationModel {
  const minGroupSales = options.minGroupSales ?? 30;
  const prices = new Map<string, number[]>();
  const years = new Map<string, [number, number]>();
  const tldSales = new Map<string, number>();
  const bySample = new Map<string, number>();
  let trainedOn = 0;
  let trainedAt: string | null = null;

  for (const sale of sales) {
    const sample = sale.sample ?? 'unknown';
    bySample.set(sample, (bySample.get(sample) ?? 0) + 1);
    if (sale.sample !== marketSample) continue;
    trainedOn += 1;
    tldSales.set(sale.tld, (tldSales.get(sale.tld) ?? 0) + 1);
    if (sale.date !== null && (trainedAt === null || sale.date > trainedAt)) trainedAt = sale.date;
    const features = nameFeatures(sale.label);
    const keys = groupKeys({
      tld: sale.tld,
      tldType: tldType(sale.tld),
      lengthBucket: features.lengthBucket,
      charClass: features.charClass,
    });
    for (const key of keys) {
      const list = prices.get(key);
      if (list) list.push(sale.priceUsd);
      else prices.set(key, [sale.priceUsd]);
      if (sale.year !== null) {
        const span = years.get(key);
        if (!span) years.set(key, [sale.year, sale.year]);
        else years.set(key, [Math.min(span[0], sale.year), Math.max(span[1], sale.year)]);
      }
    }
  }
  if (trainedOn === 0) {
    throw new Error(`no sale with sample '${marketSample}' to train on (${sales.length} sales given)`);
  }

  const groups: Record<string, GroupStats> = {};
  for (const key of [...prices.keys()].sort()) {
    const list = prices.get(key) ?? [];
    // The global group is kept whatever its size: every name needs a last group to fall back on.
    if (list.length < minGroupSales && key !== globalGroupKey) continue;
    groups[key] = groupStats(list, years.get(key) ?? null);
  }

  return {
    version: options.version ?? 'group-medians-1',
    trainedAt,
    context: 'auction',
    quantiles,
    coverage: round(quantiles.high - quantiles.low),
    minGroupSales,
    counts: {
      sales: sales.length,
      trainedOn,
      bySample: sortedRecord(bySample),
      groups: Object.keys(groups).length,
    },
    groups,
    tldSales: sortedRecord(tldSales),
  };
}

function groupStats(list: number[], years: [number, number] | null): GroupStats {
  const sorted = Float64Array.from(list).sort();
  return {
    sales: sorted.length,
    low: round(quantile(sorted, quantiles.low)),
    median: round(quantile(sorted, quantiles.median)),
    high: round(quantile(sorted, quantiles.high)),
    years,
  };
}

/** Linear interpolation between order statistics (the common "type 7" definition). */
export function quantile(sorted: Float64Array, q: number): number {
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const lower = sorted[below] ?? Number.NaN;
  const upper = sorted[Math.min(below + 1, sorted.length - 1)] ?? lower;
  return lower + (upper - lower) * (position - below);
}

// Cents are plenty, and keep the model file small and stable.
function round(value: number): number {
  return Math.round(value * 100) / 100;
}

function sortedRecord(counts: Map<string, number>): Record<string, number> {
  return Object.fromEntries([...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
