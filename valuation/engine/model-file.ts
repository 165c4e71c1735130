import type { Encodings } from '../features/index';
import type { GbdtModel, GbdtParams } from '../gbdt/index';
import type { ContextMode, ReferenceContext } from '../train/feature-matrix';
import type { Calibration } from './calibration';

// The committed model file of one estimation model (models/<name>.json). It holds trees, aggregate
// tables and figures, never a sale or a domain name of the training file.

export const modelFormat = 'valuation-engine-1';

/** One tree with only what prediction and contributions read: f = feature (-1 leaf), t = threshold. */
export type CompactTree = {
  f: number[];
  t: number[];
  /** 1 where a missing value goes left. */
  d: number[];
  l: number[];
  r: number[];
  /** Leaf value (0 on inner nodes). */
  v: number[];
  /** Cover-weighted mean of the leaves below, for contributions. */
  m: number[];
};

export type Metrics = {
  n: number;
  logRMSE: number;
  medAbsLogErr: number;
  within2x: number;
  spearman: number;
  bias: number;
  coverage80: number;
};

export type ModelFile = {
  format: typeof modelFormat;
  name: string;
  /** `<name>-<hash of the content>`: changes whenever the model does. */
  version: string;
  description: string;
  /** Date of the newest sale trained on (not the clock). */
  trainedAt: string | null;
  seed: number;
  referenceContext: ReferenceContext;
  contextMode: ContextMode;
  featureNames: string[];
  lexiconFormat: string;
  weighting: { scheme: string; meanWeightBySample: Record<string, number>; paretoAlpha: number | null };
  counts: {
    sales: number;
    train: number;
    validation: number;
    bySample: Record<string, number>;
    firstYear: number | null;
    lastYear: number | null;
  };
  /** Of the model trained without the validation sales, on them (natural rows and all rows). */
  validation: { from: string; natural: Metrics | null; all: Metrics };
  params: GbdtParams & { rounds: number };
  encodings: Encodings;
  calibration: Calibration;
  forest: { featureCount: number; baseScore: number; trees: CompactTree[] };
};

export type Manifest = {
  format: 'valuation-manifest-1';
  defaultModel: string;
  lexiconFormat: string;
  featureNames: string[];
  models: {
    name: string;
    file: string;
    version: string;
    trainedAt: string | null;
    seed: number;
    description: string;
    referenceContext: ReferenceContext;
    counts: ModelFile['counts'];
    validation: ModelFile['validation'];
  }[];
};

const significant = (x: number): number => (x === 0 ? 0 : Number(x.toPrecision(6)));

export function compactForest(model: GbdtModel): ModelFile['forest'] {
  return {
    featureCount: model.featureCount,
    baseScore: significant(model.baseScore),
    trees: model.trees.map((tree) => ({
      f: tree.feature,
      t: tree.threshold,
      d: tree.defaultLeft,
      l: tree.left,
      r: tree.right,
      v: tree.value.map(significant),
      m: tree.mean.map(significant),
    })),
  };
}

/** A GbdtModel for `predict` and `contributions` (bins, gains and covers are not kept: zeros). */
export function expandForest(forest: ModelFile['forest'], params: GbdtParams): GbdtModel {
  return {
    format: 'gbdt-1',
    featureCount: forest.featureCount,
    baseScore: forest.baseScore,
    cuts: [],
    params,
    trees: forest.trees.map((tree) => {
      const zeros = tree.f.map(() => 0);
      return {
        feature: tree.f,
        threshold: tree.t,
        thresholdBin: zeros,
        defaultLeft: tree.d,
        left: tree.l,
        right: tree.r,
        value: tree.v,
        cover: zeros,
        mean: tree.m,
        gain: zeros,
      };
    }),
  };
}
