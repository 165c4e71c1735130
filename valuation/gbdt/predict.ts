// biome-ignore-all lint/style/noNonNullAssertion: typed-array indices in these loops are in range by construction
import { type GbdtModel, missingOnlyThreshold } from './gbdt-model';

/** All trees of a model in one set of typed arrays, node indexes global, leaves marked by feature -1. */
export type PackedForest = {
  featureCount: number;
  baseScore: number;
  roots: Int32Array;
  feature: Int32Array;
  threshold: Float64Array;
  /** The left child; the right one is always next to it (left + 1). */
  left: Int32Array;
  /** The child a missing value (NaN) goes to. */
  missing: Int32Array;
  value: Float64Array;
  mean: Float64Array;
};

const packed = new WeakMap<GbdtModel, PackedForest>();

/** The packed form of a model, built on first use and kept while the model object lives. */
export function packModel(model: GbdtModel): PackedForest {
  const known = packed.get(model);
  if (known) return known;
  const size = model.trees.reduce((total, tree) => total + tree.feature.length, 0);
  const forest: PackedForest = {
    featureCount: model.featureCount,
    baseScore: model.baseScore,
    roots: new Int32Array(model.trees.length),
    feature: new Int32Array(size),
    threshold: new Float64Array(size),
    left: new Int32Array(size),
    missing: new Int32Array(size),
    value: new Float64Array(size),
    mean: new Float64Array(size),
  };
  let offset = 0;
  model.trees.forEach((tree, t) => {
    forest.roots[t] = offset;
    for (let node = 0; node < tree.feature.length; node++) {
      const i = offset + node;
      forest.feature[i] = tree.feature[node]!;
      const threshold = tree.threshold[node]!;
      forest.threshold[i] = threshold === missingOnlyThreshold ? Number.NEGATIVE_INFINITY : threshold;
      forest.left[i] = offset + tree.left[node]!;
      forest.missing[i] = forest.left[i]! + (tree.defaultLeft[node] ? 0 : 1);
      forest.value[i] = tree.value[node]!;
      forest.mean[i] = tree.mean[node]!;
    }
    offset += tree.feature.length;
  });
  packed.set(model, forest);
  return forest;
}

/** The model's prediction for one row of raw feature values (NaN where missing). */
export function predict(model: GbdtModel, row: Float32Array | Float64Array | readonly number[]): number {
  const forest = packModel(model);
  checkRow(forest, row.length);
  const { roots, feature, threshold, left, missing, value } = forest;
  let sum = forest.baseScore;
  for (let t = 0; t < roots.length; t++) {
    let node = roots[t]!;
    for (let f = feature[node]!; f >= 0; f = feature[node]!) {
      const x = row[f]!;
      node = Number.isNaN(x) ? missing[node]! : left[node]! + (x >= threshold[node]! ? 1 : 0);
    }
    sum += value[node]!;
  }
  return sum;
}

// Rows are walked through one tree at a time in blocks, so a tree's nodes stay in cache across the block.
// The step to a child is arithmetic (left + 1 for the right one), not a branch: the processor cannot
// guess a split's outcome, and the walks of successive rows overlap when it need not.
const blockRows = 256;

/** Predictions for many rows, row-major like the training data; written into `into` when given. */
export function predictBatch(model: GbdtModel, features: Float32Array, into?: Float64Array): Float64Array {
  const forest = packModel(model);
  const { featureCount, roots, feature, threshold, left, missing, value } = forest;
  const rows = features.length / featureCount;
  if (!Number.isInteger(rows))
    throw new Error(`${features.length} feature values are not rows of ${featureCount}`);
  const out = into ?? new Float64Array(rows);
  if (out.length < rows) throw new Error(`room for ${out.length} predictions, ${rows} rows`);
  out.fill(forest.baseScore, 0, rows);
  for (let first = 0; first < rows; first += blockRows) {
    const last = Math.min(rows, first + blockRows);
    for (let t = 0; t < roots.length; t++) {
      const root = roots[t]!;
      for (let r = first; r < last; r++) {
        const offset = r * featureCount;
        let node = root;
        for (let f = feature[node]!; f >= 0; f = feature[node]!) {
          const x = features[offset + f]!;
          node = Number.isNaN(x) ? missing[node]! : left[node]! + (x >= threshold[node]! ? 1 : 0);
        }
        out[r]! += value[node]!;
      }
    }
  }
  return out;
}

export function checkRow(forest: PackedForest, length: number): void {
  if (length !== forest.featureCount) {
    throw new Error(`a row of ${length} features for a model of ${forest.featureCount}`);
  }
}
