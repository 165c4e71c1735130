// Test data: rows of features drawn from a seeded generator and a target computed from them.

import { seededRandom } from './seeded-random';
import type { GbdtDataset } from './train-options';

export type SyntheticRows = GbdtDataset & {
  rows: number;
  featureCount: number;
  target: Float64Array;
  weights?: Float64Array;
};

/**
 * `rows` rows of `featureCount` features uniform in [-3, 3) and target(features, noise), where noise is
 * uniform in [-0.5, 0.5) (std 0.29).
 */
export function buildRows(options: {
  rows: number;
  featureCount: number;
  seed?: number;
  target: (x: Float32Array, noise: number) => number;
}): SyntheticRows {
  const { rows, featureCount } = options;
  const random = seededRandom(options.seed ?? 7);
  const features = new Float32Array(rows * featureCount);
  const target = new Float64Array(rows);
  for (let r = 0; r < rows; r++) {
    const x = features.subarray(r * featureCount, (r + 1) * featureCount);
    for (let f = 0; f < featureCount; f++) x[f] = random() * 6 - 3;
    target[r] = options.target(x, random() - 0.5);
  }
  return { features, target, rows, featureCount };
}

/** y = 2 sin(x0) + x1² + noise, with three more features that mean nothing. */
export function sineAndSquare(rows: number, seed?: number): SyntheticRows {
  return buildRows({
    rows,
    featureCount: 5,
    seed,
    target: (x, noise) => 2 * Math.sin(x[0] ?? 0) + (x[1] ?? 0) ** 2 + noise,
  });
}

export function rmse(prediction: ArrayLike<number>, target: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < target.length; i++) sum += ((prediction[i] ?? 0) - (target[i] ?? 0)) ** 2;
  return Math.sqrt(sum / target.length);
}

export function standardDeviation(values: ArrayLike<number>): number {
  let mean = 0;
  for (let i = 0; i < values.length; i++) mean += (values[i] ?? 0) / values.length;
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += ((values[i] ?? 0) - mean) ** 2;
  return Math.sqrt(sum / values.length);
}
