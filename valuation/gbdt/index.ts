// Gradient-boosted regression trees: binned histogram training on worker threads, a JSON model, fast
// prediction on raw rows, and per-feature contributions of a prediction.
export { contributions } from './contributions';
export { featureImportance } from './feature-importance';
export {
  deserializeModel,
  type GbdtModel,
  type GbdtParams,
  type GbdtTree,
  serializeModel,
} from './gbdt-model';
export { predict, predictBatch } from './predict';
export { type TrainGbdtResult, trainGbdt } from './train-gbdt';
export type { GbdtDataset, TrainGbdtOptions } from './train-options';
