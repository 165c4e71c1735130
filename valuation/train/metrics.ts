// biome-ignore-all lint/style/noNonNullAssertion: typed-array indices in these loops are in range by construction
import type { Metrics } from '../engine/model-file';

/**
 * Accuracy of log estimates against log prices (natural log of USD): RMSE, median |error|, share within a
 * factor 2, Spearman rank correlation, bias = mean(estimate - price), and the share inside [low, high].
 */
export function accuracy(
  estimate: ArrayLike<number>,
  actual: ArrayLike<number>,
  ranges?: { low: ArrayLike<number>; high: ArrayLike<number> },
): Metrics {
  const n = actual.length;
  if (n === 0) return { n, logRMSE: 0, medAbsLogErr: 0, within2x: 0, spearman: 0, bias: 0, coverage80: 0 };
  let squares = 0;
  let sum = 0;
  let within = 0;
  let inside = 0;
  const absolute = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const error = (estimate[i] as number) - (actual[i] as number);
    squares += error * error;
    sum += error;
    absolute[i] = Math.abs(error);
    if (Math.abs(error) < Math.LN2) within += 1;
    if (ranges) {
      const y = actual[i] as number;
      if (y >= (ranges.low[i] as number) - 1e-9 && y <= (ranges.high[i] as number) + 1e-9) inside += 1;
    }
  }
  absolute.sort();
  const median = n % 2 ? absolute[(n - 1) / 2]! : (absolute[n / 2 - 1]! + absolute[n / 2]!) / 2;
  return {
    n,
    logRMSE: round(Math.sqrt(squares / n)),
    medAbsLogErr: round(median),
    within2x: round(within / n),
    spearman: round(spearman(estimate, actual)),
    bias: round(sum / n),
    coverage80: ranges ? round(inside / n) : Number.NaN,
  };
}

export function spearman(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const ra = ranks(a);
  const rb = ranks(b);
  const n = ra.length;
  let ma = 0;
  let mb = 0;
  for (let i = 0; i < n; i++) {
    ma += ra[i]!;
    mb += rb[i]!;
  }
  ma /= n;
  mb /= n;
  let cov = 0;
  let va = 0;
  let vb = 0;
  for (let i = 0; i < n; i++) {
    const da = ra[i]! - ma;
    const db = rb[i]! - mb;
    cov += da * db;
    va += da * da;
    vb += db * db;
  }
  return va > 0 && vb > 0 ? cov / Math.sqrt(va * vb) : 0;
}

/** Ranks from 1, ties sharing their mean rank. */
function ranks(values: ArrayLike<number>): Float64Array {
  const order = Array.from({ length: values.length }, (_, i) => i).sort(
    (x, y) => (values[x] as number) - (values[y] as number),
  );
  const out = new Float64Array(values.length);
  for (let start = 0; start < order.length; ) {
    let end = start + 1;
    while (end < order.length && values[order[end]!] === values[order[start]!]) end += 1;
    const rank = (start + end + 1) / 2;
    for (let k = start; k < end; k++) out[order[k]!] = rank;
    start = end;
  }
  return out;
}

function round(value: number): number {
  return Math.round(value * 1e4) / 1e4;
}
