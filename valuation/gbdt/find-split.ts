// biome-ignore-all lint/style/noNonNullAssertion: typed-array indices in these loops are in range by construction
import { binsPerFeature } from './bin-features';

export type SplitParams = { lambda: number; gamma: number; minChildWeight: number };

export type Split = {
  gain: number;
  feature: number;
  /** Real bins <= this go left; 0 sends the missing values left and every real value right. */
  bin: number;
  defaultLeft: boolean;
  leftGrad: number;
  leftHess: number;
  rightGrad: number;
  rightHess: number;
};

// Below this a split only moves rounding noise (XGBoost's kRtEps).
const minGain = 1e-6;

/**
 * The best split of a node from its histogram, XGBoost's way: gain = GL²/(HL+λ) + GR²/(HR+λ) - G²/(H+λ),
 * each child holding at least `minChildWeight` of hessian, and the missing values tried on either side.
 * Features are tried in ascending order and a tie keeps the first, so the choice is deterministic.
 * Undefined when no split gains more than `gamma`.
 */
export function findBestSplit(
  hist: Float64Array,
  base: number,
  features: Int32Array,
  realBins: Int32Array,
  gradSum: number,
  hessSum: number,
  params: SplitParams,
): Split | undefined {
  const { lambda } = params;
  // A child needs some weight even at minChildWeight 0: an empty one would have no value.
  const minChildWeight = Math.max(params.minChildWeight, Number.MIN_VALUE);
  const parentScore = (gradSum * gradSum) / (hessSum + lambda);
  let best: Split | undefined;
  let bestGain = Math.max(params.gamma, minGain);
  for (let j = 0; j < features.length; j++) {
    const feature = features[j]!;
    const offset = base + feature * binsPerFeature * 2;
    const missingGrad = hist[offset]!;
    const missingHess = hist[offset + 1]!;
    const last = realBins[feature]!;
    // Missing values alone on the left, every real value on the right: bin 0 is the threshold.
    if (missingHess >= minChildWeight && hessSum - missingHess >= minChildWeight) {
      const rightGrad = gradSum - missingGrad;
      const rightHess = hessSum - missingHess;
      const gain =
        (missingGrad * missingGrad) / (missingHess + lambda) +
        (rightGrad * rightGrad) / (rightHess + lambda) -
        parentScore;
      if (gain > bestGain) {
        bestGain = gain;
        best = {
          gain,
          feature,
          bin: 0,
          defaultLeft: true,
          leftGrad: missingGrad,
          leftHess: missingHess,
          rightGrad,
          rightHess,
        };
      }
    }
    let leftGrad = 0;
    let leftHess = 0;
    for (let bin = 1; bin < last; bin++) {
      leftGrad += hist[offset + 2 * bin]!;
      leftHess += hist[offset + 2 * bin + 1]!;
      // Missing values right.
      let rightHess = hessSum - leftHess;
      if (leftHess >= minChildWeight && rightHess >= minChildWeight) {
        const rightGrad = gradSum - leftGrad;
        const gain =
          (leftGrad * leftGrad) / (leftHess + lambda) +
          (rightGrad * rightGrad) / (rightHess + lambda) -
          parentScore;
        if (gain > bestGain) {
          bestGain = gain;
          best = { gain, feature, bin, defaultLeft: false, leftGrad, leftHess, rightGrad, rightHess };
        }
      }
      if (missingHess === 0) continue;
      // Missing values left.
      const withMissingGrad = leftGrad + missingGrad;
      const withMissingHess = leftHess + missingHess;
      rightHess = hessSum - withMissingHess;
      if (withMissingHess >= minChildWeight && rightHess >= minChildWeight) {
        const rightGrad = gradSum - withMissingGrad;
        const gain =
          (withMissingGrad * withMissingGrad) / (withMissingHess + lambda) +
          (rightGrad * rightGrad) / (rightHess + lambda) -
          parentScore;
        if (gain > bestGain) {
          bestGain = gain;
          best = {
            gain,
            feature,
            bin,
            defaultLeft: true,
            leftGrad: withMissingGrad,
            leftHess: withMissingHess,
            rightGrad,
            rightHess,
          };
        }
      }
    }
  }
  // With no missing value in the node, unseen NaNs follow the heavier side.
  if (best && best.leftHess > best.rightHess) {
    const offset = base + best.feature * binsPerFeature * 2;
    if (hist[offset + 1] === 0) best.defaultLeft = true;
  }
  return best;
}
