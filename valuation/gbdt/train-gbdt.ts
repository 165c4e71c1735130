// biome-ignore-all lint/style/noNonNullAssertion: typed-array indices in these loops are in range by construction
import { availableParallelism } from 'node:os';
import { binMatrix, computeCuts } from './bin-features';
import type { GbdtModel, GbdtTree } from './gbdt-model';
import { growTree } from './grow-tree';
import { type Random, seededRandom } from './seeded-random';
import { checkTrainOptions, type TrainGbdtOptions } from './train-options';
import { startTreeThreads } from './tree-threads';

export type TrainGbdtResult = {
  model: GbdtModel;
  /** Index of the last tree kept: the best validation round, or the last round without validation. */
  bestRound: number;
  /** Weighted RMSE after each round grown (validation: empty without a validation set). */
  curve: { train: number[]; validation: number[] };
  /** Wall time of binning and of growing the trees. */
  seconds: { binning: number; trees: number };
};

/**
 * Gradient-boosted regression trees on squared error, grown like XGBoost's `tree_method=hist` depthwise.
 * The same options and seed give the same model whatever the thread count.
 */
export async function trainGbdt(options: TrainGbdtOptions): Promise<TrainGbdtResult> {
  const { params, rows, validRows } = checkTrainOptions(options);
  const { featureCount } = options;
  const threadCount = Math.max(
    1,
    options.threads ?? (rows >= 100_000 ? Math.min(2, availableParallelism()) : 1),
  );

  const started = performance.now();
  const cuts = computeCuts(options.train.features, rows, featureCount, {
    maxBins: params.maxBins,
    sampleRows: options.binSampleRows ?? 200_000,
    seed: params.seed,
  });
  const realBins = Int32Array.from(cuts, (edges) => edges.length + 1);
  const shared = threadCount > 1;
  const bins = binMatrix(options.train.features, rows, featureCount, cuts, shared);
  const validBins = options.validation
    ? binMatrix(options.validation.features, validRows, featureCount, cuts)
    : undefined;
  const binned = performance.now();

  const target = Float64Array.from(options.train.target);
  const weights = options.train.weights
    ? Float64Array.from(options.train.weights)
    : new Float64Array(rows).fill(1);
  const baseScore = weightedMean(target, weights);
  const prediction = new Float64Array(shared ? new SharedArrayBuffer(rows * 8) : new ArrayBuffer(rows * 8));
  prediction.fill(baseScore);
  const validTarget = options.validation ? Float64Array.from(options.validation.target) : new Float64Array(0);
  const validWeights = options.validation?.weights
    ? Float64Array.from(options.validation.weights)
    : new Float64Array(validRows).fill(1);
  const validPrediction = new Float64Array(validRows).fill(baseScore);

  const data = {
    bins,
    rowCount: rows,
    positions: new Uint32Array(shared ? new SharedArrayBuffer(rows * 4) : new ArrayBuffer(rows * 4)),
    gradHess: new Float32Array(shared ? new SharedArrayBuffer(rows * 8) : new ArrayBuffer(rows * 8)),
  };
  const threads = startTreeThreads(data, prediction, featureCount, threadCount);
  const everyRowAndFeature = params.rowSubsample === 1 && params.colSubsample === 1;
  const context = {
    threads,
    gradHess: data.gradHess,
    featureCount,
    cuts,
    realBins,
    params,
    rootHistogram: everyRowAndFeature ? { slot: threads.allocateSlot(), ready: false } : undefined,
  };
  const random = seededRandom(params.seed);
  const inSample = params.rowSubsample < 1 ? new Uint8Array(rows) : undefined;
  const trees: GbdtTree[] = [];
  const curve = { train: [] as number[], validation: [] as number[] };
  let bestRound = -1;
  try {
    for (let round = 0; round < options.rounds; round++) {
      const sampleCount = samplePositions(data.positions, rows, params.rowSubsample, random, inSample);
      const features = sampleFeatures(featureCount, params.colSubsample, random);
      setGradients(data.positions, sampleCount, data.gradHess, prediction, target, weights);
      const tree = await growTree(context, sampleCount, features, !inSample);
      trees.push(tree);
      if (inSample) addTreeOnBins(tree, bins, rows, prediction, inSample);
      curve.train.push(weightedRmse(prediction, target, weights));
      if (!validBins) {
        bestRound = round;
        continue;
      }
      addTreeOnBins(tree, validBins, validRows, validPrediction);
      const rmse = weightedRmse(validPrediction, validTarget, validWeights);
      curve.validation.push(rmse);
      if (bestRound < 0 || rmse < curve.validation[bestRound]!) bestRound = round;
      else if (options.earlyStoppingRounds !== undefined && round - bestRound >= options.earlyStoppingRounds)
        break;
    }
  } finally {
    await threads.close();
  }

  const model: GbdtModel = {
    format: 'gbdt-1',
    featureCount,
    ...(options.featureNames ? { featureNames: options.featureNames } : {}),
    baseScore,
    cuts,
    trees: trees.slice(0, bestRound + 1),
    params,
  };
  const seconds = { binning: (binned - started) / 1000, trees: (performance.now() - binned) / 1000 };
  return { model, bestRound, curve, seconds };
}

function weightedMean(values: Float64Array, weights: Float64Array): number {
  let sum = 0;
  let weight = 0;
  for (let i = 0; i < values.length; i++) {
    sum += weights[i]! * values[i]!;
    weight += weights[i]!;
  }
  return weight > 0 ? sum / weight : 0;
}

export function weightedRmse(prediction: Float64Array, target: Float64Array, weights: Float64Array): number {
  let sum = 0;
  let weight = 0;
  for (let i = 0; i < target.length; i++) {
    const error = prediction[i]! - target[i]!;
    sum += weights[i]! * error * error;
    weight += weights[i]!;
  }
  return weight > 0 ? Math.sqrt(sum / weight) : 0;
}

/** The rows of this round, ascending (Bernoulli sampling like XGBoost's `subsample`); returns their count. */
function samplePositions(
  positions: Uint32Array,
  rows: number,
  rate: number,
  random: Random,
  inSample: Uint8Array | undefined,
): number {
  if (!inSample) {
    for (let r = 0; r < rows; r++) positions[r] = r;
    return rows;
  }
  let count = 0;
  for (let r = 0; r < rows; r++) {
    const picked = random() < rate;
    inSample[r] = picked ? 1 : 0;
    if (picked) positions[count++] = r;
  }
  return count;
}

/** The features of this tree, ascending (XGBoost's `colsample_bytree`). */
function sampleFeatures(featureCount: number, rate: number, random: Random): Int32Array {
  const all = Int32Array.from({ length: featureCount }, (_, f) => f);
  if (rate >= 1) return all;
  const count = Math.max(1, Math.round(rate * featureCount));
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (featureCount - i));
    const swap = all[i]!;
    all[i] = all[j]!;
    all[j] = swap;
  }
  return all.subarray(0, count).sort();
}

/** Squared error: gradient w * (prediction - y), hessian w, stored by position. */
function setGradients(
  positions: Uint32Array,
  count: number,
  gradHess: Float32Array,
  prediction: Float64Array,
  target: Float64Array,
  weights: Float64Array,
): void {
  for (let p = 0; p < count; p++) {
    const row = positions[p]!;
    const weight = weights[row]!;
    gradHess[2 * p] = weight * (prediction[row]! - target[row]!);
    gradHess[2 * p + 1] = weight;
  }
}

/** Adds a tree's output to rows given as column-major bins (skipping rows marked in `skip`). */
function addTreeOnBins(
  tree: GbdtTree,
  bins: Uint8Array,
  rows: number,
  prediction: Float64Array,
  skip?: Uint8Array,
): void {
  const { feature, thresholdBin, defaultLeft, left, right, value } = tree;
  for (let r = 0; r < rows; r++) {
    if (skip?.[r]) continue;
    let node = 0;
    for (let f = feature[0]!; f >= 0; f = feature[node]!) {
      const bin = bins[f * rows + r]!;
      const goLeft = bin === 0 ? defaultLeft[node] === 1 : bin <= thresholdBin[node]!;
      node = goLeft ? left[node]! : right[node]!;
    }
    prediction[r]! += value[node]!;
  }
}
