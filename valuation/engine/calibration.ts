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
  { coverage = 0.8, minGroupSales = 100 }: { coverage?: number; minGroupSales?: number } = {},
): Calibration {
  const byKey = new Map<string, number[]>();
  for (let i = 0; i < residuals.length; i++) {
    const row = rows.subarray(i * featureCount, (i + 1) * featureCount);
    for (const key of calibrationKeys(row)) {
      const list = byKey.get(key) ?? [];
      list.push(residuals[i] as number);
      byKey.set(key, list);
    }
  }
  const groups: CalibrationGroup[] = [];
  for (const [key, list] of [...byKey].sort((a, b) => a[0].localeCompare(b[0]))) {
    if (list.length < minGroupSales && key !== '*') continue;
    const sorted = Float64Array.from(list).sort();
    const [low, high] = conformalQuantiles(sorted, coverage);
    groups.push({ key, sales: list.length, low: round(low), high: round(high) });
  }
  if (!groups.some((group) => group.key === '*')) throw new Error('calibration needs held-out residuals');
  return { method: 'mondrian-split-conformal', coverage, minGroupSales, groups };
}

function conformalQuantiles(sorted: Float64Array, coverage: number): [number, number] {
  const n = sorted.length;
  const tail = (1 - coverage) / 2;
  const lowRank = Math.max(1, Math.floor((n + 1) * tail));
  const highRank = Math.min(n, Math.ceil((n + 1) * (1 - tail)));
  return [sorted[lowRank - 1] as number, sorted[highRank - 1] as number];
}

function round(value: number): number {
  return Math.round(value * 1e4) / 1e4;
}
