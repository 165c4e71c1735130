// biome-ignore-all lint/style/noNonNullAssertion: typed-array indices in these loops are in range by construction
import type { GbdtModel } from './gbdt-model';
import { checkRow, packModel } from './predict';

/**
 * How much each feature moved one prediction (Saabas path attribution): walking a row down each tree,
 * the change of the node mean at each split is credited to the split feature. Element `featureCount` is
 * the bias (base score plus the root means); all elements sum to `predict(model, row)`.
 */
export function contributions(
  model: GbdtModel,
  row: Float32Array | Float64Array | readonly number[],
): Float64Array {
  const forest = packModel(model);
  checkRow(forest, row.length);
  const { roots, feature, threshold, left, missing, mean } = forest;
  const out = new Float64Array(forest.featureCount + 1);
  let bias = forest.baseScore;
  for (let t = 0; t < roots.length; t++) {
    let node = roots[t]!;
    bias += mean[node]!;
    for (let f = feature[node]!; f >= 0; f = feature[node]!) {
      const x = row[f]!;
      const child = Number.isNaN(x) ? missing[node]! : left[node]! + (x >= threshold[node]! ? 1 : 0);
      out[f]! += mean[child]! - mean[node]!;
      node = child;
    }
  }
  out[forest.featureCount] = bias;
  return out;
}
