import { featureNames } from '../features/index';

// Mondrian split-conformal ranges: the held-out residuals (ln price - ln estimate) of the newest sales,
// grouped by what makes a name's price more or less certain (.com or not, and length), give each group
// its own lower and upper quantile. Short names and names outside .com spread wider than the bulk of
// .com names, and a single global band would under-cover them.

export type CalibrationGroup = { key: string; sales: number; low: number; high: number };

export type Calibration = {
  method: 'mondrian-split-conformal';
  coverage: number;
  /** Groups with too few held-out sales fall back to the coarser key ('com|*', then '*'). */
  minGroupSales: number;
  groups: CalibrationGroup[];
};

const lengthIndex = featureNames.indexOf('length');
const comIndex = featureNames.indexOf('tldIsCom');

function lengthClass(length: number): string {
  if (length <= 3) return '1-3';
  if (length <= 5) return '4-5';
  if (length <= 9) return '6-9';
  return '10+';
}

/** Finest to coarsest group keys of a feature row. */
export function calibrationKeys(row: ArrayLike<number>): [string, string, string] {
  const tld = row[comIndex] === 1 ? 'com' : 'other';
  return [`${tld}|${lengthClass(row[lengthIndex] as number)}`, `${tld}|*`, '*'];
}

/** [low, high] offsets in ln(price) for a feature row. */
export function rangeOffsets(calibration: Calibration, row: ArrayLike<number>): [number, number] {
  const byKey = groupsOf(calibration);
  for (const key of calibrationKeys(row)) {
    const group = byKey.get(key);
    if (group) return [group.low, group.high];
  }
  throw new Error("calibration without its global group '*'");
}

const indexes = new WeakMap<Calibration, Map<string, CalibrationGroup>>();

function groupsOf(calibration: Calibration): Map<string, CalibrationGroup> {
  let map = indexes.get(calibration);
  if (!map) {
    map = new Map(calibration.groups.map((group) => [group.key, group]));
    indexes.set(calibration, map);
  }
  return map;
}

/**
 * Calibrates from held-out rows: per group the conformal quantiles of the residuals at (1 - coverage) / 2
 * and (1 + coverage) / 2, with the finite-sample correction, so the range holds at least `coverage` of new
 * sales of the group (as far as they resemble the held-out ones).
 */
export function calibrate(
  rows: Float32Array,
  featureCount: number,
  residuals: ArrayLike<number>,
  {
    coverage = 0.8,
    minGroupSales = 100,
    weights,
  }: { coverage?: number; minGroupSales?: number; weights?: ArrayLike<number> } = {},
): Calibration {
  const byKey = new Map<string, [number, number][]>();
  for (let i = 0; i < residuals.length; i++) {
    const row = rows.subarray(i * featureCount, (i + 1) * featureCount);
    for (const key of calibrationKeys(row)) {
      const list = byKey.get(key) ?? [];
      list.push([residuals[i] as number, weights ? (weights[i] as number) : 1]);
      byKey.set(key, list);
    }
  }
  const groups: CalibrationGroup[] = [];
  for (const [key, list] of [...byKey].sort((a, b) => a[0].localeCompare(b[0]))) {
    if (list.length < minGroupSales && key !== '*') continue;
    const sorted = list.sort((a, b) => a[0] - b[0]);
    const [low, high] = conformalQuantiles(sorted, coverage);
    groups.push({ key, sales: list.length, low: round(low), high: round(high) });
  }
  if (!groups.some((group) => group.key === '*')) throw new Error('calibration needs held-out residuals');
  return { method: 'mondrian-split-conformal', coverage, minGroupSales, groups };
}

/**
 * Weighted conformal quantiles of sorted [residual, weight] pairs: the residuals where the cumulative weight
 * reaches the tails, with one more point's weight of room (the finite-sample correction).
 */
function conformalQuantiles(sorted: [number, number][], coverage: number): [number, number] {
  const total = sorted.reduce((sum, [, weight]) => sum + weight, 0);
  const mean = total / sorted.length;
  const tail = (1 - coverage) / 2;
  const lowMass = tail * (total + mean) - mean;
  const highMass = (1 - tail) * (total + mean);
  let low = sorted[0]?.[0] ?? 0;
  let high = sorted[sorted.length - 1]?.[0] ?? 0;
  let cumulative = 0;
  let lowSet = false;
  for (const [residual, weight] of sorted) {
    cumulative += weight;
    if (!lowSet && cumulative >= lowMass) {
      low = residual;
      lowSet = true;
    }
    if (cumulative >= highMass) {
      high = residual;
      break;
    }
  }
  return [low, high];
}

function round(value: number): number {
  return Math.round(value * 1e4) / 1e4;
}
