import type { GbdtModel } from './gbdt-model';

/** Total split gain per feature over all trees (zero for a feature never split on). */
export function featureImportance(model: GbdtModel): Float64Array {
  const gains = new Float64Array(model.featureCount);
  for (const tree of model.trees) {
    tree.feature.forEach((feature, node) => {
      if (feature >= 0) gains[feature] = (gains[feature] ?? 0) + (tree.gain[node] ?? 0);
    });
  }
  return gains;
}
