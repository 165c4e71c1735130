/**
 * A trained forest as plain data: JSON-safe, one set of flat arrays per tree (node i is element i of
 * each), so a model file can be read, diffed and loaded anywhere.
 */
export type GbdtTree = {
  /** Split feature; -1 marks a leaf. */
  feature: number[];
  /** Rows whose bin is <= this go left (bins as in `GbdtModel.cuts`, 0 = missing). */
  thresholdBin: number[];
  /**
   * The same split on raw values: x < threshold goes left. A split of the missing values from all real
   * ones (bin 0) has `missingOnlyThreshold`, read as -Infinity, which JSON cannot hold.
   */
  threshold: number[];
  /** 1 where missing values (NaN) go left. */
  defaultLeft: number[];
  /** Children come after their parent, the right one next to the left one. */
  left: number[];
  right: number[];
  /** Leaf output, learning rate applied; 0 on inner nodes. */
  value: number[];
  /** Hessian sum (the weight of the training rows) that reached the node. */
  cover: number[];
  /** Cover-weighted mean of the leaf values below the node, for contributions. */
  mean: number[];
  /** Loss reduction of the split; 0 on leaves. */
  gain: number[];
};

export type GbdtParams = {
  learningRate: number;
  maxDepth: number;
  lambda: number;
  gamma: number;
  minChildWeight: number;
  rowSubsample: number;
  colSubsample: number;
  maxBins: number;
  seed: number;
};

export type GbdtModel = {
  format: 'gbdt-1';
  featureCount: number;
  featureNames?: string[];
  /** Weighted mean of the training target: the prediction of a forest without trees. */
  baseScore: number;
  /** Per feature, the bin edges used in training. */
  cuts: number[][];
  trees: GbdtTree[];
  params: GbdtParams;
};

export const missingOnlyThreshold = -Number.MAX_VALUE;

const treeFields = [
  'feature',
  'thresholdBin',
  'threshold',
  'defaultLeft',
  'left',
  'right',
  'value',
  'cover',
  'mean',
  'gain',
] as const;

/** JSON text of a model. Floats were rounded when the trees were grown, so this is compact as it is. */
export function serializeModel(model: GbdtModel): string {
  return JSON.stringify(model);
}

/** Reads a model written by `serializeModel`; throws on anything that is not one. */
export function deserializeModel(text: string): GbdtModel {
  const model = JSON.parse(text) as GbdtModel;
  if (model?.format !== 'gbdt-1') throw new Error('not a gbdt-1 model');
  if (!Number.isInteger(model.featureCount) || !Array.isArray(model.trees) || !Array.isArray(model.cuts)) {
    throw new Error('gbdt-1 model without featureCount, cuts or trees');
  }
  model.trees.forEach((tree, index) => {
    const size = tree.feature?.length;
    for (const field of treeFields) {
      if (!Array.isArray(tree[field]) || tree[field].length !== size) {
        throw new Error(`gbdt-1 model: tree ${index} has no ${field} for each of its ${size} nodes`);
      }
    }
    for (let node = 0; node < size; node++) {
      const feature = tree.feature[node] as number;
      if (feature >= model.featureCount)
        throw new Error(`gbdt-1 model: tree ${index} splits on feature ${feature}`);
      const left = tree.left[node] as number;
      const right = tree.right[node] as number;
      if (feature >= 0 && !(left > node && right === left + 1 && right < size)) {
        throw new Error(`gbdt-1 model: tree ${index} node ${node} has children out of order`);
      }
    }
  });
  return model;
}

/** Rounds to 7 significant digits: far below the model's error, and half the characters of a double. */
export function roundFloat(x: number): number {
  return x === 0 || !Number.isFinite(x) ? x : Number(x.toPrecision(7));
}
