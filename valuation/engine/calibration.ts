import { featureNames } from '../features/index';

// Mondrian split-conformal ranges: the held-out residuals (ln price - ln estimate) of the newest sales,
// grouped by what makes a name's price more or less certain (.com or not, and length), give each group
// its own lower and upper quantile. Short names and names outside .com spread wider than the bulk of
// .com names, and a single global band would under-cover them.

export type CalibrationGroup = { key: string; sales: number; low: number; high: number };

/**
 * What the groups are: .com or not x length class ('tld-length'), the band of the estimate itself
 * ('estimate-band': expensive names spread wider), or both ('tld-length-band').
 */
export type CalibrationScheme = 'tld-length' | 'estimate-band' | 'tld-length-band';

export type Calibration = {
  method: 'mondrian-split-conformal';
  /** Absent in older model files: 'tld-length'. */
  scheme?: CalibrationScheme;
  /** Upper edges of the estimate bands in ln(USD), from the held-out estimates' quantiles. */
  bandEdges?: number[];
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

type KeyParts = Pick<Calibration, 'scheme' | 'bandEdges'>;

function bandOf(edges: readonly number[], estimate: number): number {
  let band = 0;
  while (band < edges.length && estimate > (edges[band] as number)) band += 1;
  return band;
}

/** Finest to coarsest group keys of a feature row and its estimate (ln USD). */
export function calibrationKeys(parts: KeyParts, row: ArrayLike<number>, estimate: number): string[] {
  const tld = row[comIndex] === 1 ? 'com' : 'other';
  const length = `${tld}|${lengthClass(row[lengthIndex] as number)}`;
  const scheme = parts.scheme ?? 'tld-length';
  if (scheme === 'tld-length') return [length, `${tld}|*`, '*'];
  const band = `e${bandOf(parts.bandEdges ?? [], estimate)}`;
  if (scheme === 'estimate-band') return [band, '*'];
  return [`${length}|${band}`, `${tld}|*|${band}`, band, '*'];
}

/** [low, high] offsets in ln(price) for a feature row and its estimate (ln USD). */
export function rangeOffsets(
  calibration: Calibration,
  row: ArrayLike<number>,
  estimate: number,
): [number, number] {
  const byKey = groupsOf(calibration);
  for (const key of calibrationKeys(calibration, row, estimate)) {
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
    estimates,
    scheme = 'tld-length',
    bands = 4,
  }: {
    coverage?: number;
    minGroupSales?: number;
    weights?: ArrayLike<number>;
    /** The held-out estimates (ln USD): needed by the band schemes. */
    estimates?: ArrayLike<number>;
    scheme?: CalibrationScheme;
    /** Estimate bands of equal held-out weight. */
    bands?: number;
  } = {},
): Calibration {
  const parts: KeyParts = { scheme };
  if (scheme !== 'tld-length') {
    if (!estimates) throw new Error(`calibration '${scheme}' needs the held-out estimates`);
    parts.bandEdges = bandEdges(estimates, weights, bands);
  }
  const byKey = new Map<string, [number, number][]>();
  for (let i = 0; i < residuals.length; i++) {
    const row = rows.subarray(i * featureCount, (i + 1) * featureCount);
    for (const key of calibrationKeys(parts, row, estimates ? (estimates[i] as number) : 0)) {
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
  return { method: 'mondrian-split-conformal', ...parts, coverage, minGroupSales, groups };
}

/** Weighted quantiles of the estimates that cut them into `bands` bands of equal weight. */
function bandEdges(
  estimates: ArrayLike<number>,
  weights: ArrayLike<number> | undefined,
  bands: number,
): number[] {
  const order = Array.from({ length: estimates.length }, (_, i) => i).sort(
    (a, b) => (estimates[a] as number) - (estimates[b] as number),
  );
  const weightOf = (i: number): number => (weights ? (weights[i] as number) : 1);
  const total = order.reduce((sum, i) => sum + weightOf(i), 0);
  const edges: number[] = [];
  let cumulative = 0;
  for (const i of order) {
    cumulative += weightOf(i);
    if (edges.length < bands - 1 && cumulative >= (total * (edges.length + 1)) / bands) {
      edges.push(round(estimates[i] as number));
    }
  }
  return edges;
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
