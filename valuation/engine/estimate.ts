import type { Reason } from '../explain/explain-estimate';
import type { FeatureDescription } from '../features/index';
import { type EstimateContext, estimateName } from './estimate-name';
import { type Engine, loadEngine } from './load-engine';

/** ASCII label (may be 'xn--...') and ASCII TLD ('com', 'co.uk'); `model` defaults to 'price_range'. */
export type EstimateInput = { name: string; tld: string; model?: string };

export type EstimateOutput = {
  /** USD, > 0, two significant figures. */
  estimation: number;
  /** low <= estimation <= high, rounded outwards; holds `coverage` of sales like this one. */
  range: [number, number];
  /** Share of sales the range is meant to hold (0.8). */
  coverage: number;
  features: FeatureDescription;
  /** The five factors that moved the estimate most, largest first. */
  reasons: Reason[];
  /** The marketplace and year the figure stands for; `reference` when they are the model's reference. */
  context: EstimateContext;
  model: string;
  modelVersion: string;
  /** Sales the model learnt from. */
  trainingSales: number;
};

/** The loaded estimation models (all of models/manifest.json). */
export type ValuationModel = Engine;

/** Loads the committed models (or those of the manifest or folder at `path`) once. */
export function loadModel(path?: string): ValuationModel {
  return loadEngine(path);
}

/** Estimates a name with one estimation model. Throws RangeError on an empty name or TLD or unknown model. */
export function estimate(model: ValuationModel, input: EstimateInput): EstimateOutput {
  const result = estimateName(model, { label: input.name, tld: input.tld, model: input.model });
  return {
    estimation: result.estimation,
    range: result.range,
    coverage: result.coverage,
    features: result.features,
    reasons: result.reasons,
    context: result.context,
    model: result.model,
    modelVersion: result.modelVersion,
    trainingSales: result.trainingSales,
  };
}
