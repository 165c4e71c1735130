import type { Reason } from '../explain/explain-estimate';
import type { FeatureDescription } from '../features/index';
import { type EstimateContext, estimateName } from './estimate-name';
import { type Engine, loadEngine } from './load-engine';

/** ASCII label (may be 'xn--...') and ASCII TLD ('com', 'co.uk'); `model` defaults to 'price_range'. */
export type EstimateInput = { name: string; tld: string; model?: string };

/** What an estimate rests on (kept for the server's present answer; reasons and context say more). */
export type EstimateBasis = {
  /** Sales the model learnt from. */
  sales: number;
  matched: Record<string, never>;
  /** First and last year of those sales. */
  years: [number, number] | null;
  /** The sale context the figure stands for, e.g. 'godaddy 2019'. */
  context: string;
};

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
  basis: EstimateBasis;
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
  const file = model.models.get(result.model)?.file;
  const { firstYear, lastYear } = file?.counts ?? { firstYear: null, lastYear: null };
  return {
    estimation: result.estimation,
    range: result.range,
    coverage: result.coverage,
    features: result.features,
    reasons: result.reasons,
    context: result.context,
    model: result.model,
    modelVersion: result.modelVersion,
    basis: {
      sales: result.trainingSales,
      matched: {},
      years: firstYear !== null && lastYear !== null ? [firstYear, lastYear] : null,
      context: `${result.context.venue} ${result.context.year}`,
    },
  };
}
